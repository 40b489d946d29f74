-- Offers indexed before the facet cells existed: count their cells (indexer.ts,
-- facetCellsOf), so category pages of an existing database answer without a full re-index.
INSERT INTO "search_facet_cells" (store_key, category_id, text_locales, facet_values, in_stock, price_minor, offers)
SELECT store_key, category_id, text_locales, facet_values, in_stock, price_minor, count(*)::int
FROM "search_offers" AS o, unnest(array[0] || o.category_ids) AS category_id
GROUP BY store_key, category_id, text_locales, facet_values, in_stock, price_minor
ORDER BY store_key, category_id, text_locales, facet_values, in_stock, price_minor
ON CONFLICT DO NOTHING;
