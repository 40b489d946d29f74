import { describe, expect, it } from 'vitest';
import { internalPagePath } from './internal-pages';

describe('internalPagePath', () => {
  it("serves each language's search route from the internal search page", () => {
    expect(internalPagePath('/de/suche/', 'de')).toBe('/de/frontend/search');
    expect(internalPagePath('/fr/recherche', 'fr')).toBe('/fr/frontend/search');
    expect(internalPagePath('/pl/szukaj/', 'pl')).toBe('/pl/frontend/search');
  });

  it('serves the account page and the order history from their internal pages (spec 2.2)', () => {
    expect(internalPagePath('/de/login/', 'de')).toBe('/de/frontend/login');
    expect(internalPagePath('/es/iniciar-sesion/', 'es')).toBe('/es/frontend/login');
    expect(internalPagePath('/de/order-history/', 'de')).toBe('/de/frontend/orderHistory');
  });

  it('serves the cart page of each language from the internal cart page (spec 2.1, 2.2)', () => {
    expect(internalPagePath('/de/warenkorb/', 'de')).toBe('/de/frontend/cart');
    expect(internalPagePath('/fr/panier/', 'fr')).toBe('/fr/frontend/cart');
    expect(internalPagePath('/de/panier/', 'de')).toBeUndefined();
  });

  it("serves each language's favorites route from the internal favorites page", () => {
    expect(internalPagePath('/de/favorites/', 'de')).toBe('/de/frontend/favorites');
    expect(internalPagePath('/fr/favoris/', 'fr')).toBe('/fr/frontend/favorites');
    expect(internalPagePath('/es/favoritos/', 'es')).toBe('/es/frontend/favorites');
  });

  it("leaves other paths and other languages' slugs alone", () => {
    expect(internalPagePath('/de/recherche/', 'de')).toBeUndefined();
    expect(internalPagePath('/de/', 'de')).toBeUndefined();
    expect(internalPagePath('/de/suche/extra/', 'de')).toBeUndefined();
  });
});
