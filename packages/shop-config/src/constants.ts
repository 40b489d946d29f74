/*
 * Business constants and limits of the shop, one place for each (spec section 9 unless noted).
 * Pixel values are CSS pixels, durations milliseconds.
 */

// Breakpoints in px (spec 2.3, 2.5, 9).
export const BREAKPOINTS = {
  accountTabs: 768,
  headerMobileBelow: 992,
  mobileSearchAtOrBelow: 768,
  minimizedHeader: 994,
  defaultMobile: 768,
  viewportCheck: 720,
} as const;

// Debounce, throttle and animation timings (spec 2.6, 4, 9).
export const TIMINGS_MS = {
  searchDebounce: 500,
  resizeThrottle: 200,
  menuHoverDelay: 250,
  modalCloseDelay: 250,
  modalFocusDelay: 150,
} as const;

// Back-to-top button threshold (spec 2.4, 9).
export const SCROLL = { backToTopFrom: 160 } as const;

// Downward swipe that closes a modal on touch devices (spec 4, 9).
export const SWIPE_CLOSE_PX = 100;

// Default top offset of modals (spec 2.6).
export const MODAL_TOP_OFFSET = '10%';

// Autosuggest request and product image size (spec 7, 9). The spec names no minimum phrase;
// one letter matches half the catalog, so suggestions start at two.
export const AUTOSUGGEST = {
  count: 4,
  offset: 0,
  imageWidth: 225,
  imageHeight: 183,
  minPhraseLength: 2,
} as const;

// Listing products per page, multiplied by the page number for load-more (spec 9).
export const LISTING_PAGE_SIZE = { desktop: 48, mobileAndTablet: 30 } as const;
// Deepest load-more page a URL may ask for (960 products on desktop); the spec is silent,
// this bounds the work one request can cause. A deeper ?page= shows this page.
export const LISTING_MAX_PAGE = 20;

// Upper bound for the count sent to the search service; the spec is silent, this guards the API.
export const SEARCH_MAX_COUNT = 100;

// Listing sort options (spec 9).
export const SORT_OPTIONS = ['popularity', 'priceDesc', 'priceAsc', 'reviews', 'new'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'popularity';

export function isSortOption(value: unknown): value is SortOption {
  return SORT_OPTIONS.some((option) => option === value);
}

// Storefront commerce API version and fetch limits (spec 3, 7, 9).
export const STOREFRONT_API_VERSION = '2025-01';
export const FETCH_LIMITS = {
  cartLines: 50,
  orders: 50,
  orderLineItems: 50,
  addresses: 5,
} as const;

// Password rules (spec 5, 9); the checks themselves live in packages/validation.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$%^&*-';

// Free shipping fallback when neither a country value nor orderMinPrice is set (spec 9).
export const FREE_SHIPPING_DEFAULT_THRESHOLD_EUR = 49;

// The cart flyout shows a shadow when it holds more than this many items (spec 9).
export const CART_FLYOUT_SHADOW_ABOVE_ITEMS = 3;

// Price transparency windows (spec 9).
export const LOWEST_PRICE_WINDOW_DAYS = 30;
export const RRP_WINDOW_DAYS = 90;

// Promises and legal figures mentioned in texts (spec 9).
export const MONEY_BACK_GUARANTEE_DAYS = 30;
export const STOCK_NOTIFICATION_RETENTION_MONTHS = 6;

/**
 * Newsletter (spec 2.6, 4, 7; decisions): the welcome voucher the subscription form offers
 * (percent off the first order, as the demo content promises), how long a confirmation link
 * works, and the rate limits of the subscribe call, per client IP and per address.
 */
export const NEWSLETTER = {
  voucherPercent: 10,
  /** A confirmation link works this long; unconfirmed addresses are then deleted. */
  confirmationValidDays: 30,
  rateLimits: {
    perIp: { max: 10, windowMs: 10 * 60_000 },
    perEmail: { max: 3, windowMs: 60 * 60_000 },
  },
} as const;

// Rental periods offered (spec 3 "Product", 9).
export const RENTAL_PERIODS_MONTHS = [6, 12] as const;

// Minimized footer social icon size (spec 9).
export const MINIMIZED_FOOTER_SOCIAL_ICON_PX = { mobile: 27, desktop: 24 } as const;

// Image loader defaults (spec 9).
export const IMAGE_LOADER = {
  quality: 75,
  deviceWidths: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  retinaPixelRatio: 2,
  lazyMarginPx: 200,
  untransformedExtensions: ['svg', 'pdf'],
} as const;

// Stock at or below which a product shows 'few in stock' (spec 4 names the state, not the number).
export const FEW_IN_STOCK_THRESHOLD = 5;

// Spam guard of the shop's own forms (issue 6): submissions per shopper IP and hour. The spec
// names no numbers; a household writes a few reviews, a script is stopped early.
export const SHOP_FORM_RATE_LIMITS = {
  reviewSubmission: { max: 5, windowMs: 60 * 60 * 1000 },
  backInStockRequest: { max: 20, windowMs: 60 * 60 * 1000 },
  // Issue 9: order button presses per cart: a shopper retries a declined card a few times,
  // a card tester trying stolen numbers on one cart is stopped after ten tries in ten
  // minutes. Per cart, not per IP: many shoppers can share one address (offices, mobile
  // carriers), and a new cart costs a tester a visible round trip through the shop.
  checkoutPlacement: { max: 10, windowMs: 10 * 60 * 1000 },
} as const;

/**
 * Rate limits of the account calls that guess passwords or send mail (issue 3), per client
 * IP and per account (the e-mail's digest); a person may mistype often, a script stops early.
 */
export const ACCOUNT_RATE_LIMITS = {
  customerAccessTokenCreate: {
    perIp: { max: 30, windowMs: 10 * 60 * 1000 },
    perAccount: { max: 10, windowMs: 10 * 60 * 1000 },
  },
  customerRecover: {
    perIp: { max: 10, windowMs: 60 * 60 * 1000 },
    perAccount: { max: 3, windowMs: 60 * 60 * 1000 },
  },
} as const;

/*
 * Cookie whose presence means a customer is logged in (spec 4 "Customer session"): it holds
 * the customer access token and expires with it, so an expired token is simply gone. The
 * accounts feature sets it on login; the header only reads it (decision "Shell: login state").
 */
export const CUSTOMER_SESSION_COOKIE = 'customerAccessToken';

/** Account pages a logout leaves for the login route (spec 4 "Auth"). */
export const ACCOUNT_ROUTES = [
  'login',
  'personal',
  'orderHistory',
  'address',
  'changePassword',
] as const;

// Page cache of the storefront's server for anonymous catalog pages (issue 9, issue 6's
// "update within seconds"): a page is served again for freshSeconds (the commerce
// service's change signal empties the cache at once, so this bounds staleness only where
// the signal does not reach, like the data cache's 60 s; 5 s saved almost no renders in
// bench:load, decision 150); an expired one still
// answers for staleSeconds more while one background render replaces it (as long as the
// data cache's 60 s, which bounds staleness without a change signal anyway); the cache
// holds at most maxMiB of HTML per process; a request waits at most waitForRenderMs for a
// render of the same page already under way before it renders on its own. The spec is
// silent on all four; PAGE_CACHE_* environment variables override them per process.
export const PAGE_CACHE = {
  freshSeconds: 30,
  staleSeconds: 60,
  maxMiB: 64,
  waitForRenderMs: 10_000,
} as const;
