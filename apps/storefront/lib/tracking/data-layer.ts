/**
 * The tracking data layer (spec 7 tracking events, spec 8 "Tracking failure: caught and
 * logged"): events go into `window.dataLayer`, where a tag manager the operator adds may
 * read them. The shop loads no tracking script itself. Consent-aware: until the visitor
 * granted tracking consent (local storage `trackingConsent`), the Google consent-mode
 * default "denied" leads the layer and events carry no personal data (no user id).
 */

/** One item of an ecommerce event (spec 3 "Tracking item"). */
export interface TrackingItem {
  item_id: string;
  item_name: string;
  affiliation?: string;
  /** Spec 9: EUR when none is known. */
  currency: string;
  price: number;
  quantity: number;
  item_brand?: string;
  fit_type?: string;
  item_category?: string;
  item_category2?: string;
}

export type TrackingEvent =
  | {
      event: 'init';
      language: string;
      user: { login_state: 'logged_in' | 'logged_out'; user_id?: string };
      /** The page the event belongs to; client-side navigation sends one per page. */
      page_path?: string;
    }
  | { event: 'sign_up'; user_id?: string }
  | { event: 'logout' }
  | {
      /** GA4 ecommerce events of the cart (spec 7 tracking events, issue 7). */
      event: EcommerceEventName;
      ecommerce: { currency: string; value?: number; items: TrackingItem[] };
    }
  | {
      event: 'purchase';
      ecommerce: {
        transaction_id: string;
        currency: string;
        value: number;
        shipping: number;
        tax: number;
        items: TrackingItem[];
      };
    };

export type EcommerceEventName =
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout';

export type TrackingConsent = 'granted' | 'denied';

/** Local-storage key where a consent banner records the visitor's tracking choice. */
export const TRACKING_CONSENT_KEY = 'trackingConsent';

/** The default currency of tracking events (spec 9). */
export const DEFAULT_TRACKING_CURRENCY = 'EUR';

/** What the module needs of `window`: the data layer and a way to read the consent. */
export interface TrackingHost {
  dataLayer?: unknown[];
  localStorage?: Pick<Storage, 'getItem'>;
}

function consentOf(host: TrackingHost): TrackingConsent {
  try {
    return host.localStorage?.getItem(TRACKING_CONSENT_KEY) === 'granted' ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}

/** Without consent, events keep their content but lose the user id. */
function withoutPersonalData(event: TrackingEvent): TrackingEvent {
  switch (event.event) {
    case 'init':
      return {
        event: 'init',
        language: event.language,
        user: { login_state: event.user.login_state },
      };
    case 'sign_up':
      return { event: 'sign_up' };
    default:
      return event;
  }
}

function dataLayerOf(host: TrackingHost): unknown[] {
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  const layer = host.dataLayer;
  // Consent mode wants its default before any event; push it once per page.
  if (!layer.some((entry) => Array.isArray(entry) && entry[0] === 'consent')) {
    const state = consentOf(host);
    layer.unshift([
      'consent',
      'default',
      {
        analytics_storage: state,
        ad_storage: state,
        ad_user_data: state,
        ad_personalization: state,
      },
    ]);
  }
  return layer;
}

/**
 * Pushes a tracking event. Never throws: tracking must not break the shop, so a failure
 * (a broken data layer, blocked storage) is caught and logged (spec 8).
 */
export function trackEvent(
  event: TrackingEvent,
  host: TrackingHost | undefined = browserHost(),
): void {
  try {
    if (host === undefined) return;
    const layer = dataLayerOf(host);
    layer.push(consentOf(host) === 'granted' ? event : withoutPersonalData(event));
  } catch (error) {
    console.error(`[tracking] ${event.event} event could not be recorded`, error);
  }
}

declare global {
  interface Window {
    /** Read by a tag manager, if the operator adds one. */
    dataLayer?: unknown[];
  }
}

function browserHost(): TrackingHost | undefined {
  return typeof window === 'undefined' ? undefined : window;
}
