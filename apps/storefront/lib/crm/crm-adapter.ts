import 'server-only';
import type { LanguageCode, Store } from '@shop/shop-config';
import { loadProfile } from '../account/customer-profile';

/** The CRM's view of a customer (spec 7: the user object kept as the CRM user). */
export interface CrmUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

/**
 * Where CRM user data comes from. The shop has no Salesforce of its own; the default
 * adapter reads the commerce service's customer data. A real CRM implements the same.
 */
export interface CrmAdapter {
  /** The logged-in customer's CRM record; null when the session is no longer valid. */
  userOfSession(call: {
    store: Store;
    language: LanguageCode;
    accessToken: string;
  }): Promise<CrmUser | null>;
}

export const commerceCrmAdapter: CrmAdapter = {
  async userOfSession(call) {
    const profile = await loadProfile(call);
    if (profile === null || profile.email === null) return null;
    return {
      id: profile.id,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
    };
  },
};

/** The adapter in use; the only one so far. */
export function crmAdapter(): CrmAdapter {
  return commerceCrmAdapter;
}
