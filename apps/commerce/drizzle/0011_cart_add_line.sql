-- cartLinesAdd in one round trip (issue 3; carts/add-cart-lines.ts, decision in
-- docs/decisions.md). Adds one line to a cart, merging with the first line of the same
-- variant and attributes, when every rule certainly allows it; writes nothing and answers
-- 'fallback' when a rule might refuse (the service then takes the full path, which words
-- the exact user errors), 'unknown' for a cart that is missing, closed or expired. The
-- limits, the store keys and where catalogue mode is stored come as parameters from the
-- places that own them (cart-rules.ts, shop-config, content/storefront-settings.ts).
-- Each statement after the row lock takes a fresh snapshot (a VOLATILE function under READ
-- COMMITTED), so it sees every change committed by the addition it waited for.
CREATE FUNCTION cart_add_line(
  p_token text,
  p_variant_id integer,
  p_quantity integer,
  p_attributes jsonb,
  p_now timestamptz,
  p_expired_before timestamptz,
  p_store_keys text[],
  p_default_store_key text,
  p_max_line_quantity integer,
  p_max_lines integer,
  p_setting_kind text,
  p_setting_key text,
  p_setting_locales text[],
  p_setting_brands text[],
  p_setting_path text[]
) RETURNS TABLE (
  outcome text,
  token text,
  "storeKey" text,
  "countryCode" text,
  "customerId" integer,
  email text,
  phone text,
  note text,
  attributes jsonb,
  "completedAt" timestamptz,
  "createdAt" timestamptz,
  "updatedAt" timestamptz,
  "cartStore" text,
  "lineId" uuid,
  "lineVariantId" integer,
  "lineQuantity" integer,
  "lineAttributes" jsonb,
  "linePosition" integer
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_cart carts%ROWTYPE;
  v_store text;
  v_setting jsonb;
  v_available integer;
  v_line_id uuid;
  v_line_quantity integer;
  v_in_cart integer;
  v_lines integer;
BEGIN
  -- A cart is not an order: its transaction commits without waiting for the WAL flush.
  PERFORM set_config('synchronous_commit', 'off', true);

  -- Catalogue mode: only a setting that is certainly off lets the change through here.
  SELECT d.document #> p_setting_path INTO v_setting
  FROM content_documents d
  WHERE d.kind = p_setting_kind AND d.key = p_setting_key
    AND d.locale = ANY (p_setting_locales) AND d.brand = ANY (p_setting_brands)
  ORDER BY (d.locale <> p_setting_locales[1])::integer * 2 + (d.brand <> p_setting_brands[1])::integer
  LIMIT 1;
  IF FOUND AND v_setting IS DISTINCT FROM 'false'::jsonb THEN
    outcome := 'fallback';
    RETURN NEXT;
    RETURN;
  END IF;

  SELECT * INTO v_cart FROM carts c WHERE c.token = p_token FOR UPDATE;
  IF NOT FOUND OR v_cart.completed_at IS NOT NULL OR v_cart.updated_at < p_expired_before THEN
    outcome := 'unknown';
    RETURN NEXT;
    RETURN;
  END IF;
  v_store := CASE WHEN v_cart.store_key = ANY (p_store_keys) THEN v_cart.store_key
    ELSE p_default_store_key END;

  -- Merchandise of the cart's store (a price there), and how many units may be in the cart.
  SELECT CASE WHEN p.available_online AND v.stock_quantity > 0 THEN v.stock_quantity ELSE 0 END
  INTO v_available
  FROM variants v
  JOIN products p ON p.id = v.product_id
  JOIN variant_prices vp ON vp.variant_id = v.id AND vp.store_key = v_store
  WHERE v.id = p_variant_id;
  IF NOT FOUND THEN
    outcome := 'fallback';
    RETURN NEXT;
    RETURN;
  END IF;

  -- The line to merge with: same variant, same attributes in key order (as sameAttributes
  -- compares them; the caller sends only keys on which both orders agree).
  SELECT l.id, l.quantity INTO v_line_id, v_line_quantity
  FROM cart_lines l
  WHERE l.cart_token = p_token AND l.variant_id = p_variant_id
    AND (SELECT coalesce(jsonb_agg(a.e ORDER BY a.e ->> 'key' COLLATE "C", a.n), '[]'::jsonb)
         FROM jsonb_array_elements(l.attributes) WITH ORDINALITY AS a(e, n))
      = (SELECT coalesce(jsonb_agg(a.e ORDER BY a.e ->> 'key' COLLATE "C", a.n), '[]'::jsonb)
         FROM jsonb_array_elements(p_attributes) WITH ORDINALITY AS a(e, n))
  ORDER BY l.position
  LIMIT 1;

  SELECT count(*) FILTER (WHERE l.quantity > 0) + CASE WHEN v_line_id IS NULL THEN 1 ELSE 0 END,
    coalesce(sum(l.quantity) FILTER (WHERE l.variant_id = p_variant_id), 0) + p_quantity
  INTO v_lines, v_in_cart
  FROM cart_lines l
  WHERE l.cart_token = p_token;
  IF coalesce(v_line_quantity, 0) + p_quantity > p_max_line_quantity
    OR v_lines > p_max_lines OR v_in_cart > v_available THEN
    outcome := 'fallback';
    RETURN NEXT;
    RETURN;
  END IF;

  IF v_line_id IS NULL THEN
    INSERT INTO cart_lines (id, cart_token, variant_id, quantity, attributes, position)
    SELECT gen_random_uuid(), p_token, p_variant_id, p_quantity, p_attributes,
      greatest(0, coalesce(max(l.position), 0)) + 1
    FROM cart_lines l
    WHERE l.cart_token = p_token;
  ELSE
    UPDATE cart_lines SET quantity = v_line_quantity + p_quantity WHERE id = v_line_id;
  END IF;
  UPDATE carts SET updated_at = p_now WHERE token = p_token;

  RETURN QUERY
  SELECT 'ok', c.token, c.store_key, c.country_code, c.customer_id, c.email, c.phone, c.note,
    c.attributes, c.completed_at, c.created_at, c.updated_at, v_store,
    l.id, l.variant_id, l.quantity, l.attributes, l.position
  FROM carts c
  LEFT JOIN cart_lines l ON l.cart_token = c.token
  WHERE c.token = p_token
  ORDER BY l.position;
END
$$;
