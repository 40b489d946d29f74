'use client';

import { useEffect } from 'react';
import { fetchCrmUser } from '../../lib/crm/crm-client';

/**
 * Loads the logged-in user's CRM record when the user has an e-mail (spec 7). The record
 * is kept on the document for the tracking and marketing scripts that read it; a failure
 * is only logged and the page carries on (spec 8).
 */
export function CrmUser({ email }: { email: string | null }) {
  useEffect(() => {
    if (!email) return;
    let current = true;
    fetchCrmUser(email)
      .then((user) => {
        if (current) document.documentElement.dataset.crmUser = user.id;
      })
      .catch((error: unknown) => {
        console.warn('[crm]', error instanceof Error ? error.message : error);
      });
    return () => {
      current = false;
    };
  }, [email]);
  return null;
}
