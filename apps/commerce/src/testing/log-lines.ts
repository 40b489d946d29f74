/** A writable stream that keeps the JSON log lines written to it, for tests that read logs. */
import { Writable } from 'node:stream';

export interface LogCapture {
  stream: Writable;
  /** Every line so far, parsed. */
  lines(): Record<string, unknown>[];
}

export function captureLogLines(): LogCapture {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    stream,
    lines: () =>
      text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
