/**
 * Sequential scans over the search documents in the statements of a listing (issue 4: a
 * sequential scan grows with the catalog, so autosuggest, search and category pages must
 * reach their rows through indexes). The benchmark asks the planner as it is, on the
 * 100,000-product catalog; the tests ask it with sequential scans discouraged, which on
 * their small catalog shows whether an index path exists for every statement at all.
 */
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { type ListingQuery, listingStatements } from './listing';

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
const planSchema = z.array(z.object({ Plan: planNodeSchema }));
const explainRowsSchema = z.object({
  rows: z.array(z.object({ 'QUERY PLAN': z.union([z.string(), planSchema]) })),
});

function scans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && SEARCH_DOCUMENT_TABLES.has(node['Relation Name'] ?? '')
      ? [`Seq Scan on ${node['Relation Name']}`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

/** The statements a listing runs, labelled: items, the count and, with aggregations, those. */
export function plannedStatements(query: ListingQuery): Array<[string, SQL]> {
  const statements = listingStatements(query);
  const phrase = query.searchPhrase.trim() !== '' && query.textMatch !== 'article';
  return [
    ['items', statements.items],
    // Without a phrase, few matches are fetched through the category and filter indexes.
    ...(query.searchPhrase.trim() === ''
      ? [
          ['items (fetch matches)', listingStatements(query, { fetchMatches: true }).items] as [
            string,
            SQL,
          ],
        ]
      : []),
    // A price sorting's page bounded by its last price (the price is an example).
    ...(query.searchPhrase.trim() === '' &&
    (query.sorting === 'priceAsc' || query.sorting === 'priceDesc')
      ? (
          [
            [false, 'items (bounded walk)'],
            [true, 'items (bounded fetch)'],
          ] as const
        ).map(([fetchMatches, label]): [string, SQL] => [
          label,
          listingStatements(query, {
            fetchMatches,
            pageBound: { descending: query.sorting === 'priceDesc', priceMinor: 10_000 },
          }).items,
        ])
      : []),
    // A phrase with few matches reaches its rows through the text index first.
    ...(phrase
      ? [
          ['items (few matches)', listingStatements(query, { fewMatches: true }).items] as [
            string,
            SQL,
          ],
        ]
      : []),
    [
      query.withAggregations ? 'aggregations' : 'total',
      query.withAggregations ? statements.aggregations : statements.total,
    ],
  ];
}

/** Sequential scans on the search documents in the listing's statements (empty is good). */
export async function sequentialScans(
  db: Pick<Database, 'execute'>,
  query: ListingQuery,
): Promise<string[]> {
  const found: string[] = [];
  for (const [label, statement] of plannedStatements(query)) {
    const result = explainRowsSchema.parse(
      await db.execute(sql`explain (format json) ${statement}`),
    );
    const raw = result.rows[0]?.['QUERY PLAN'];
    const plan = typeof raw === 'string' ? planSchema.parse(JSON.parse(raw)) : (raw ?? []);
    for (const scan of plan.flatMap((entry) => scans(entry.Plan))) found.push(`${label}: ${scan}`);
  }
  return found;
}
