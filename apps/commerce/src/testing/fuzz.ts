/**
 * Building blocks of the fuzz tests (issue 9): a seeded PRNG, so a failing run reproduces
 * from its printed seed, junk values, payload mutations that always break something, and
 * the answer checks (no 5xx, no stack trace or SQL text).
 */

/** mulberry32: tiny, fast, good enough to pick test inputs; the same seed, the same run. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Fuzzer {
  constructor(readonly random: () => number) {}

  int(max: number): number {
    return Math.floor(this.random() * max);
  }

  chance(probability: number): boolean {
    return this.random() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** A string of junk: control characters, escapes, unicode, quotes, very long runs. */
  junkString(): string {
    const pieces = [
      '',
      ' ',
      '\u0000',
      '\u0000abc',
      '%00',
      '%',
      '%zz',
      '%E0%A4%A',
      '%C0%AE%C0%AE/',
      '\uD800',
      '\uFFFF',
      '😀'.repeat(50),
      '\u202Egnp.exe',
      "'; DROP TABLE products; --",
      "' OR '1'='1",
      '"\\',
      '\\u0000',
      '<script>alert(1)</script>',
      '{{7*7}}',
      '$' + '{7*7}',
      '../../../../etc/passwd',
      '..%2f..%2f',
      'null',
      'undefined',
      'NaN',
      '-1',
      '1e309',
      '0x7fffffff',
      '9'.repeat(40),
      '__proto__',
      'constructor',
      '\r\n\r\n',
      '\t\v\f',
      'ä'.repeat(300),
      'x'.repeat(70_000),
    ];
    let text = this.pick(pieces);
    while (this.chance(0.3)) text += this.pick(pieces);
    return text;
  }

  /** Any JSON value, sometimes deeply nested or huge. */
  junkValue(depth = 0): unknown {
    const kind = this.int(depth > 2 ? 9 : 12);
    switch (kind) {
      case 0:
        return null;
      case 1:
        return this.pick([true, false]);
      case 2:
        return this.pick([0, -1, 1.5, -0.0001, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308]);
      case 3:
      case 4:
      case 5:
        return this.junkString();
      case 6:
        return '';
      case 7:
        return [];
      case 8:
        return {};
      case 9:
        return Array.from({ length: this.int(5) + 1 }, () => this.junkValue(depth + 1));
      case 10:
        return { [this.junkKey()]: this.junkValue(depth + 1) };
      default:
        return this.deepNesting();
    }
  }

  junkKey(): string {
    return this.pick([
      '__proto__',
      'constructor',
      'prototype',
      '',
      'x'.repeat(300),
      '$where',
      'a.b',
    ]);
  }

  deepNesting(): unknown {
    let value: unknown = 1;
    for (let level = 0, levels = 50 + this.int(3000); level < levels; level += 1)
      value = this.chance(0.5) ? [value] : { a: value };
    return value;
  }

  /**
   * A copy of a valid payload with at least one field of the wrong type, so the request is
   * malformed for sure; sometimes more damage on top (unknown keys, dropped fields).
   */
  breakPayload(valid: Record<string, unknown>): unknown {
    const copy = structuredClone(valid);
    /** Breaks one field somewhere below `target`; answers the top-level key it broke. */
    const breakOne = (target: Record<string, unknown>): string => {
      const keys = Object.keys(target);
      if (keys.length === 0) {
        const extra = this.junkKey() || 'extra';
        target[extra] = this.junkValue();
        return extra;
      }
      const key = this.pick(keys);
      const current = target[key];
      if (
        current !== null &&
        typeof current === 'object' &&
        !Array.isArray(current) &&
        this.chance(0.5)
      ) {
        breakOne(current as Record<string, unknown>);
        return key;
      }
      target[key] = this.wrongTypeFor(current);
      return key;
    };
    // The first broken field stays: dropping it again could leave a valid request (an
    // optional field with a default), and a valid request may rightly change the database.
    const broken = breakOne(copy);
    while (this.chance(0.4)) {
      const action = this.int(3);
      const keys = Object.keys(copy).filter((key) => key !== broken);
      if (action === 0) copy[this.junkKey() || 'extra'] = this.junkValue();
      else if (action === 1 && keys.length > 0) delete copy[this.pick(keys)];
      else breakOne(copy);
    }
    return copy;
  }

  /** A value of another JSON type than `value` (never null, which optional fields may take). */
  wrongTypeFor(value: unknown): unknown {
    const options: unknown[] = [];
    if (typeof value !== 'string') options.push(this.junkString() || 'x', 'true', '1');
    if (typeof value !== 'number') options.push(-1, 1e308, 2 ** 53 + 1, 0.5);
    if (typeof value !== 'boolean') options.push(true, false);
    if (!Array.isArray(value)) options.push([], [this.junkValue(2)]);
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      options.push({}, { [this.junkKey()]: 1 }, this.deepNesting());
    return this.pick(options);
  }

  /** A path segment or query with encoded junk, as odd clients and scanners send. */
  junkPathPart(): string {
    return this.pick([
      '%00',
      '%2e%2e%2f%2e%2e%2f',
      '..%252f',
      '%E0%A4%A',
      '%C0%AE',
      '%ff%fe',
      '%uD800',
      percentEncode(this.junkString().slice(0, 2000), /[A-Za-z0-9_.~-]/),
      ';jsessionid=1',
      '%0d%0aX-Injected:%201',
      'a'.repeat(5000),
      '~',
      '%20',
      '//',
      '.',
      '..',
    ]);
  }
}

/** Answer text that would reveal internals: stack frames, module paths, SQL, SQL errors. */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /at Object\./,
  /at async /,
  /\bat [\w$.<>]+ \(/,
  /node_modules/,
  /\.ts:\d+:\d+/,
  /\.js:\d+:\d+/,
  /SELECT /,
  /INSERT INTO/,
  /syntax error at or near/,
  /relation "/,
  /violates .* constraint/,
  /invalid input syntax for/,
  /drizzle|DrizzleQueryError|Failed query/i,
];

/** The patterns an answer body matches; empty when it reveals nothing. */
export function leaksIn(body: string): string[] {
  return LEAK_PATTERNS.filter((pattern) => pattern.test(body)).map(String);
}

/** Percent-encodes the UTF-8 bytes of every character that `keep` does not match. */
export function percentEncode(text: string, keep: RegExp = /[\x21-\x7e]/): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const character = String.fromCharCode(byte);
    encoded +=
      byte < 0x80 && keep.test(character)
        ? character
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}
