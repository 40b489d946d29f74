import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRACKING_CONSENT_KEY, type TrackingHost, trackEvent } from './data-layer';

function host(consent?: string): TrackingHost {
  const stored = new Map(consent === undefined ? [] : [[TRACKING_CONSENT_KEY, consent]]);
  return { localStorage: { getItem: (key) => stored.get(key) ?? null } };
}

const init = {
  event: 'init',
  language: 'de',
  user: { login_state: 'logged_in', user_id: 'customer-7' },
} as const;

afterEach(() => vi.restoreAllMocks());

describe('trackEvent', () => {
  it('pushes the init event with language and user after the consent default', () => {
    const page = host('granted');
    trackEvent(init, page);
    expect(page.dataLayer).toEqual([
      [
        'consent',
        'default',
        {
          analytics_storage: 'granted',
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
        },
      ],
      init,
    ]);
  });

  it('keeps personal data out while consent is missing', () => {
    const page = host();
    trackEvent(init, page);
    trackEvent({ event: 'sign_up', user_id: 'customer-7' }, page);
    expect(page.dataLayer?.[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
    expect(page.dataLayer?.slice(1)).toEqual([
      { event: 'init', language: 'de', user: { login_state: 'logged_in' } },
      { event: 'sign_up' },
    ]);
  });

  it('adds the consent default once, keeping events a tag manager pushed before', () => {
    const page = { ...host('denied'), dataLayer: [{ event: 'gtm.js' }] };
    trackEvent({ event: 'logout' }, page);
    trackEvent({ event: 'logout' }, page);
    expect(page.dataLayer.filter((entry) => Array.isArray(entry))).toHaveLength(1);
    expect(page.dataLayer.slice(1)).toEqual([
      { event: 'gtm.js' },
      { event: 'logout' },
      { event: 'logout' },
    ]);
  });

  it('catches and logs a failure instead of breaking the page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: TrackingHost = {
      ...host('granted'),
      dataLayer: Object.assign([], {
        push: () => {
          throw new Error('blocked');
        },
      }),
    };
    expect(() => trackEvent({ event: 'logout' }, broken)).not.toThrow();
    expect(error).toHaveBeenCalledWith(
      '[tracking] logout event could not be recorded',
      expect.any(Error),
    );
  });

  it('treats unreadable storage as no consent', () => {
    const page: TrackingHost = {
      localStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
    };
    trackEvent(init, page);
    expect(page.dataLayer?.[1]).toEqual({
      event: 'init',
      language: 'de',
      user: { login_state: 'logged_in' },
    });
  });
});
