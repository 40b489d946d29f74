-- Offers indexed before text_locales existed: fill it from the product texts, so category
-- pages of an existing database keep listing their products without a full re-index.
UPDATE "search_offers" AS o SET "text_locales" = t.locales
FROM (
  SELECT product_id, array_agg(locale ORDER BY locale) AS locales
  FROM product_translations GROUP BY product_id
) AS t
WHERE t.product_id = o.product_id AND o.text_locales = '{}'::text[];
