/**
 * The few commerce-service calls the operations tests make as a shopper's client would:
 * Storefront API GraphQL with the German store's development token, and the search service.
 */
const DE_TOKEN = 'shop-dev-storefront-token-de';

export async function graphql<T>(
  commerceUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${commerceUrl}/api/2025-01/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': DE_TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || body.errors?.length || body.data === undefined)
    throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export async function registerCustomer(commerceUrl: string, email: string, password: string) {
  const data = await graphql<{
    customerCreate: { customer: { id: string } | null; customerUserErrors: { code: string }[] };
  }>(
    commerceUrl,
    `mutation($input: CustomerCreateInput!) {
      customerCreate(input: $input) { customer { id } customerUserErrors { code } }
    }`,
    { input: { email, password, firstName: 'Ops', lastName: 'Prueba' } },
  );
  if (!data.customerCreate.customer)
    throw new Error(`customerCreate: ${JSON.stringify(data.customerCreate.customerUserErrors)}`);
  return data.customerCreate.customer.id;
}

/** Logs in; null when the shop refuses the e-mail and password. */
export async function logIn(commerceUrl: string, email: string, password: string) {
  const data = await graphql<{
    customerAccessTokenCreate: { customerAccessToken: { accessToken: string } | null };
  }>(
    commerceUrl,
    `mutation($input: CustomerAccessTokenCreateInput!) {
      customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } }
    }`,
    { input: { email, password } },
  );
  return data.customerAccessTokenCreate.customerAccessToken?.accessToken ?? null;
}

export async function orderNames(commerceUrl: string, accessToken: string): Promise<string[]> {
  const data = await graphql<{ customer: { orders: { nodes: { name: string }[] } } | null }>(
    commerceUrl,
    `query($token: String!) { customer(customerAccessToken: $token) { orders(first: 20) { nodes { name } } } }`,
    { token: accessToken },
  );
  return (data.customer?.orders.nodes ?? []).map((order) => order.name).sort();
}

export async function cartQuantity(commerceUrl: string, cartId: string): Promise<number | null> {
  const data = await graphql<{ cart: { totalQuantity: number } | null }>(
    commerceUrl,
    'query($id: ID!) { cart(id: $id) { totalQuantity } }',
    { id: cartId },
  );
  return data.cart?.totalQuantity ?? null;
}

export async function createCart(commerceUrl: string, variantId: number, quantity: number) {
  const data = await graphql<{ cartCreate: { cart: { id: string } | null } }>(
    commerceUrl,
    'mutation($input: CartInput) { cartCreate(input: $input) { cart { id } } }',
    {
      input: {
        lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variantId}`, quantity }],
      },
    },
  );
  if (!data.cartCreate.cart) throw new Error('cartCreate made no cart');
  return data.cartCreate.cart.id;
}

const searchHeaders = { 'content-type': 'application/json', 'x-search-instance': 'shop-de' };
const constraints = { query: { language: 'de', group: 'de' } };

/** Titles the German shop's search finds for a phrase. */
export async function searchTitles(commerceUrl: string, searchPhrase: string): Promise<string[]> {
  const response = await fetch(`${commerceUrl}/search/search`, {
    method: 'POST',
    headers: searchHeaders,
    body: JSON.stringify({ searchPhrase, isSearch: true, count: 10, offset: 0, constraints }),
  });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  const body = (await response.json()) as { data: { items: { title: string }[] } };
  return body.data.items.map((item) => item.title);
}

/** A product page's first variant in stock, from the search service's page endpoint. */
export async function stockedVariantOf(commerceUrl: string, productUrl: string) {
  const response = await fetch(`${commerceUrl}/search/page`, {
    method: 'POST',
    headers: searchHeaders,
    body: JSON.stringify({ url: productUrl, count: 1, offset: 0, constraints }),
  });
  const body = (await response.json()) as {
    data: { product: { title: string; variants: { id: number; stock: number }[] } };
  };
  const variant = body.data.product.variants.find((candidate) => candidate.stock > 0);
  if (!variant) throw new Error(`${productUrl} has no variant in stock`);
  return { title: body.data.product.title, variantId: variant.id };
}

/** Runs an admin CLI command inside a development commerce service. */
export async function operatorCommand(commerceUrl: string, argv: string[]): Promise<string[]> {
  const response = await fetch(`${commerceUrl}/dev/operator/commands`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ argv }),
  });
  const body = (await response.json()) as { lines?: string[]; message?: string };
  if (!response.ok) throw new Error(`operator command failed: ${body.message}`);
  return body.lines ?? [];
}
