-- Texts indexed before tiles were stored: build their tiles (product-tiles.ts, storedTile,
-- as of this migration), so listings of an existing database answer without a full re-index.
UPDATE "search_texts" AS t SET tile =
jsonb_build_object(
  'id', t.product_id,
  'articleNumber', p.article_number,
  'title', t.title,
  'url', '/' || t.locale || '/p/' || t.product_id,
  'manufacturer', p.manufacturer,
  'imageUrl', (select m.url from media m where m.product_id = t.product_id and m.kind = 'image'
    order by m.position, m.id limit 1),
  'badges', (select coalesce(jsonb_agg(k.badge order by k.position), '[]'::jsonb)
    from unnest('{sale,online-only,seasonal-deal}'::text[]) with ordinality as k(badge, position)
    where exists (select 1 from product_badges b
      where b.product_id = t.product_id and b.badge::text = k.badge)),
  'features', (select coalesce(jsonb_agg(jsonb_build_object('facet', f.facet, 'value', f.value,
      'label', coalesce(tr.label, f.value)) order by f.facet, f.value), '[]'::jsonb)
    from (select split_part(v, ':', 1) as facet, substr(v, strpos(v, ':') + 1) as value
      from unnest((select so.facet_values from search_offers so
        where so.product_id = t.product_id limit 1)) as v) f
    left join facet_value_translations tr
      on tr.facet = f.facet and tr.value = f.value and tr.locale = t.locale))
FROM "products" AS p
WHERE p.id = t.product_id;
