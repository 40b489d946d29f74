/**
 * A real SMTP server on an ephemeral loopback port for tests (ARCHITECTURE: Mail): it
 * receives what nodemailer sends and decodes the plain-text part for assertions.
 */
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  links: string[];
}

export interface SmtpInbox {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail to the address that matches, waiting up to 10 s. */
  waitFor(to: string, matches?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Listens on the given loopback port, or on a free one. */
export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS with the built-in test certificate, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((recipient) =>
          recipient.address.toLowerCase(),
        );
        mails.push(decodeMail(Buffer.concat(chunks).toString('utf8'), recipients));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('SMTP test server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    async waitFor(to, matches = () => true) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mail = mails.find(
          (candidate) => candidate.to.includes(to.toLowerCase()) && matches(candidate),
        );
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (yet): an SMTP server that is down. */
export async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

function decodeMail(raw: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const body = rest.join('\n\n');
  const parts = boundary ? body.split(`--${boundary}`) : [`${head}\n\n${body}`];
  const plain = parts.find((part) => /content-type:\s*text\/plain/i.test(part)) ?? parts[0] ?? '';
  const [partHead = '', ...partBody] = plain.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
  const text = decodeBody(partBody.join('\n\n'), partHead);
  return {
    to,
    subject,
    text,
    links: [...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]),
  };
}

function decodeBody(body: string, headers: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers))
    return decodeQuotedPrintable(body);
  return body.trim();
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n').trim();
}

/** RFC 2047 encoded words in headers (=?UTF-8?Q?…?= or =?UTF-8?B?…?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
    .trim();
}
