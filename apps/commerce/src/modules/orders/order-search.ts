/**
 * The `query:` argument of `customer { orders }`: a documented subset of Shopify's search
 * syntax (https://shopify.dev/docs/api/usage/search-syntax), compiled to one SQL condition.
 *
 * - Terms separated by whitespace are ANDed; `AND` and `OR` connectives, `-` or `NOT`
 *   before a term, parentheses for grouping; values may be quoted ('…' or "…").
 * - `processed_at` with `:`, `:<`, `:<=`, `:>`, `:>=` and a date (`2025-01-01`, a whole UTC
 *   day) or date-time (`2025-01-01T10:00:00Z`).
 * - `financial_status:paid` (Shopify's values, any case), `fulfillment_status:fulfilled`
 *   (also `unfulfilled`, `in_progress`, `partially_fulfilled`, Shopify's `shipped`,
 *   `unshipped` and `partial`).
 * - `name:#1001` (also `name:1001`, `name:#10*` as a prefix).
 * - Free text: the order name (`#1001`, `1001`, `#10*`) or a word of a line item's title.
 *
 * As Shopify documents, a filter on a field it does not know is ignored. A value that a known
 * field cannot take (a date that is no date) is the caller's error, told in a GraphQL error.
 */
import { and, eq, exists, gte, lt, not, or, type SQL, sql } from 'drizzle-orm';
import { FINANCIAL_STATUSES, FULFILLMENT_STATUSES, orderLineItems, orders } from './schema';

export class OrderQueryError extends Error {
  override name = 'OrderQueryError';
}

type Comparator = ':' | ':<' | ':<=' | ':>' | ':>=';

type Node =
  | { kind: 'and' | 'or'; parts: Node[] }
  | { kind: 'not'; part: Node }
  | { kind: 'term'; field: string | null; comparator: Comparator; value: string };

type Token =
  | { kind: 'open' | 'close' | 'not' | 'and' | 'or' }
  | { kind: 'term'; field: string | null; comparator: Comparator; value: string; negated: boolean };

const TOKEN_TEXT = { open: '(', close: ')', not: 'NOT', and: 'AND', or: 'OR' } as const;
const MAX_QUERY_LENGTH = 1000;
const MAX_NESTING = 20;

function readValue(text: string, start: number): { value: string; end: number } {
  const quote = text[start];
  if (quote === '"' || quote === "'") {
    const close = text.indexOf(quote, start + 1);
    if (close < 0) throw new OrderQueryError('A quoted value in the orders query is not closed.');
    return { value: text.slice(start + 1, close), end: close + 1 };
  }
  let end = start;
  while (end < text.length && !/[\s()]/.test(text[end] ?? '')) end += 1;
  return { value: text.slice(start, end), end };
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close' });
      index += 1;
      continue;
    }
    const negated = char === '-' && index + 1 < text.length && !/\s/.test(text[index + 1] ?? '');
    const start = negated ? index + 1 : index;
    const field = /^([a-z_]+)(:<=|:>=|:<|:>|:)/i.exec(text.slice(start));
    if (field?.[1] && field[2]) {
      const { value, end } = readValue(text, start + field[0].length);
      tokens.push({
        kind: 'term',
        field: field[1].toLowerCase(),
        comparator: field[2] as Comparator,
        value,
        negated,
      });
      index = end;
      continue;
    }
    const { value, end } = readValue(text, start);
    index = end;
    if (!negated && (value === 'AND' || value === 'OR' || value === 'NOT')) {
      tokens.push({ kind: value === 'AND' ? 'and' : value === 'OR' ? 'or' : 'not' });
    } else if (value !== '') {
      tokens.push({ kind: 'term', field: null, comparator: ':', value, negated });
    }
  }
  return tokens;
}

class Parser {
  private position = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Node | null {
    if (this.tokens.length === 0) return null;
    const node = this.orExpression(0);
    if (this.position < this.tokens.length)
      throw new OrderQueryError('The orders query has an unmatched parenthesis.');
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private orExpression(depth: number): Node {
    const parts = [this.andExpression(depth)];
    while (this.peek()?.kind === 'or') {
      this.position += 1;
      parts.push(this.andExpression(depth));
    }
    return parts.length === 1 && parts[0] ? parts[0] : { kind: 'or', parts };
  }

  private andExpression(depth: number): Node {
    const parts = [this.unary(depth)];
    for (let next = this.peek(); next && next.kind !== 'or' && next.kind !== 'close'; ) {
      if (next.kind === 'and') this.position += 1;
      parts.push(this.unary(depth));
      next = this.peek();
    }
    return parts.length === 1 && parts[0] ? parts[0] : { kind: 'and', parts };
  }

  private unary(depth: number): Node {
    const token = this.peek();
    if (!token) throw new OrderQueryError('The orders query ends where a term is expected.');
    this.position += 1;
    switch (token.kind) {
      case 'not':
        return { kind: 'not', part: this.unary(depth) };
      case 'open': {
        if (depth >= MAX_NESTING)
          throw new OrderQueryError('The orders query is nested too deeply.');
        const inner = this.orExpression(depth + 1);
        if (this.peek()?.kind !== 'close')
          throw new OrderQueryError('The orders query has an unmatched parenthesis.');
        this.position += 1;
        return inner;
      }
      case 'term': {
        const term: Node = {
          kind: 'term',
          field: token.field,
          comparator: token.comparator,
          value: token.value,
        };
        return token.negated ? { kind: 'not', part: term } : term;
      }
      default:
        throw new OrderQueryError(
          `The orders query has "${TOKEN_TEXT[token.kind]}" where a term is expected.`,
        );
    }
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants a processed_at value covers: a whole UTC day for a date, else one instant. */
function timeRange(value: string): { from: Date; until: Date } {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const from = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(from.getTime()) && from.toISOString().startsWith(value))
      return { from, until: new Date(from.getTime() + DAY_MS) };
  } else if (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.test(value)
  ) {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) return { from: at, until: new Date(at.getTime() + 1) };
  }
  throw new OrderQueryError(
    `processed_at needs a date such as 2025-01-31 or 2025-01-31T12:00:00Z, not "${value.slice(0, 40)}".`,
  );
}

function processedAtCondition(comparator: Comparator, value: string): SQL | undefined {
  const { from, until } = timeRange(value);
  const column = orders.processedAt;
  switch (comparator) {
    case ':':
      return and(gte(column, from), lt(column, until));
    case ':<':
      return lt(column, from);
    case ':<=':
      return lt(column, until);
    case ':>':
      return gte(column, until);
    case ':>=':
      return gte(column, from);
  }
}

const FULFILLMENT_ALIASES: Record<string, readonly string[]> = {
  shipped: ['FULFILLED'],
  unshipped: ['UNFULFILLED', 'IN_PROGRESS'],
  partial: ['PARTIALLY_FULFILLED'],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `#1001`, `1001` or a prefix with `*` against the order's name. */
function nameCondition(value: string): SQL | null {
  const match = /^#?(\d{1,9})(\*?)$/.exec(value.trim());
  if (!match?.[1]) return null;
  return match[2]
    ? sql`${orders.orderNumber}::text like ${`${escapeLike(match[1])}%`}`
    : eq(orders.orderNumber, Number(match[1]));
}

function freeTextCondition(value: string): SQL | undefined {
  const byName = nameCondition(value);
  const words = value.replace(/\*$/, '');
  const byTitle =
    words.trim() === ''
      ? undefined
      : exists(
          sql`(select 1 from ${orderLineItems} where ${orderLineItems.orderId} = ${orders.id}
            and ${orderLineItems.title} ilike ${`%${escapeLike(words)}%`})`,
        );
  return byName ? or(byName, byTitle) : byTitle;
}

const NOTHING = sql`false`;

/** SQL for one term; undefined means "no condition" (an ignored, unknown field). */
function termCondition(term: Extract<Node, { kind: 'term' }>): SQL | undefined {
  const { field, comparator, value } = term;
  if (field === null) return freeTextCondition(value);
  switch (field) {
    case 'processed_at':
      return processedAtCondition(comparator, value);
    case 'financial_status': {
      const status = value.toUpperCase();
      return (FINANCIAL_STATUSES as readonly string[]).includes(status)
        ? eq(orders.financialStatus, status as (typeof FINANCIAL_STATUSES)[number])
        : NOTHING;
    }
    case 'fulfillment_status': {
      const wanted = FULFILLMENT_ALIASES[value.toLowerCase()] ?? [value.toUpperCase()];
      const known = wanted.filter((status) =>
        (FULFILLMENT_STATUSES as readonly string[]).includes(status),
      ) as Array<(typeof FULFILLMENT_STATUSES)[number]>;
      return known.length === 0
        ? NOTHING
        : or(...known.map((status) => eq(orders.fulfillmentStatus, status)));
    }
    case 'name':
      return nameCondition(value) ?? NOTHING;
    default:
      return undefined;
  }
}

function compile(node: Node): SQL | undefined {
  switch (node.kind) {
    case 'term':
      return termCondition(node);
    case 'not': {
      const inner = compile(node.part);
      return inner ? not(inner) : undefined;
    }
    case 'and':
      return and(...node.parts.map(compile));
    case 'or': {
      const parts = node.parts.map(compile);
      // An ignored term matches everything, and so does any OR that contains one.
      return parts.some((part) => part === undefined) ? undefined : or(...parts);
    }
  }
}

/** The SQL condition for an orders query; undefined when it filters nothing. */
export function orderQueryCondition(query: string | null | undefined): SQL | undefined {
  if (!query || query.trim() === '') return undefined;
  if (query.length > MAX_QUERY_LENGTH)
    throw new OrderQueryError(
      `The orders query may be at most ${MAX_QUERY_LENGTH} characters long.`,
    );
  const tree = new Parser(tokenize(query)).parse();
  return tree ? compile(tree) : undefined;
}
