/**
 * Checks the planner's choice for the statements shoppers run: a sequential scan over
 * the search documents would grow with the catalog, so the benchmark fails on one.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../../apps/commerce/src/db/client';
import {
  type ListingQuery,
  listingStatements,
} from '../../apps/commerce/src/modules/search/listing';

const SEARCH_DOCUMENT_TABLES = new Set(['search_offers', 'search_texts']);

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const planNodeSchema: z.ZodType<PlanNode> = z.lazy(() =>
  z.object({
    'Node Type': z.string().optional(),
    'Relation Name': z.string().optional(),
    Plans: z.array(planNodeSchema).optional(),
  }),
);
const explainRowsSchema = z.object({
  rows: z.array(
    z.object({ 'QUERY PLAN': z.union([z.string(), z.array(z.object({ Plan: planNodeSchema }))]) }),
  ),
});

function scans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && SEARCH_DOCUMENT_TABLES.has(node['Relation Name'] ?? '')
      ? [`Seq Scan on ${node['Relation Name']}`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

/** Sequential scans on the search documents in the listing's statements (empty is good). */
export async function sequentialScans(
  handle: DatabaseHandle,
  query: ListingQuery,
): Promise<string[]> {
  const statements = listingStatements(query);
  const found: string[] = [];
  for (const [label, statement] of [
    ['items', statements.items],
    ['total', statements.total],
    ...(query.withAggregations ? ([['aggregations', statements.aggregations]] as const) : []),
  ] as const) {
    const result = explainRowsSchema.parse(
      await handle.db.execute(sql`explain (format json) ${statement}`),
    );
    const raw = result.rows[0]?.['QUERY PLAN'];
    const plan =
      typeof raw === 'string'
        ? z.array(z.object({ Plan: planNodeSchema })).parse(JSON.parse(raw))
        : raw;
    for (const scan of plan?.flatMap((entry) => scans(entry.Plan)) ?? [])
      found.push(`${label}: ${scan}`);
  }
  return found;
}
