/**
 * Relay connections over lists that are small by nature (cart lines, addresses, an order's
 * line items): cursors are opaque positions, and first/last are required as in Shopify.
 */
import { z } from 'zod';
import { clientError } from './client-errors';

/** Shopify's largest page. */
export const MAX_PAGE_SIZE = 250;

const argsSchema = z.object({
  first: z.number().int().nullish(),
  last: z.number().int().nullish(),
  after: z.string().max(200).nullish(),
  before: z.string().max(200).nullish(),
  reverse: z.boolean().nullish(),
});
export type ConnectionArgs = z.infer<typeof argsSchema>;

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

export function parseConnectionArgs(args: unknown): ConnectionArgs {
  const parsed = argsSchema.safeParse(args);
  if (!parsed.success) throw clientError('Invalid pagination arguments.');
  const { first, last } = parsed.data;
  if (first == null && last == null) throw clientError('you must provide one of first or last');
  for (const size of [first, last]) {
    if (size != null && (size < 0 || size > MAX_PAGE_SIZE)) {
      throw clientError(`first and last must be between 0 and ${MAX_PAGE_SIZE}.`);
    }
  }
  return parsed.data;
}

const cursorOf = (index: number) => Buffer.from(`position:${index}`).toString('base64url');

function positionOf(cursor: string | null | undefined): number | null {
  if (cursor == null) return null;
  const match = /^position:(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw clientError('Invalid cursor.');
  return Number(match[1]);
}

/** The positions [start, end) of a page in a list of `total` items (ordered as asked). */
export function pageWindow(total: number, args: ConnectionArgs): { start: number; end: number } {
  const after = positionOf(args.after);
  const before = positionOf(args.before);
  let start = Math.min(after === null ? 0 : after + 1, total);
  let end = before === null ? total : Math.max(Math.min(before, total), start);
  if (args.first != null) end = Math.min(end, start + args.first);
  if (args.last != null) start = Math.max(start, end - args.last);
  return { start, end };
}

/** A connection from one page of items that starts at position `start` of `total`. */
export function connectionOfPage<T>(
  page: readonly T[],
  start: number,
  total: number,
): Connection<T> {
  const edges = page.map((node, offset) => ({ cursor: cursorOf(start + offset), node }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: start + page.length < total,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export function connectionOf<T>(all: readonly T[], args: ConnectionArgs): Connection<T> {
  const items = args.reverse ? [...all].reverse() : all;
  const { start, end } = pageWindow(items.length, args);
  return connectionOfPage(items.slice(start, end), start, items.length);
}
