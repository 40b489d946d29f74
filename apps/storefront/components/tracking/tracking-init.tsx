'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { trackEvent } from '../../lib/tracking/data-layer';

interface TrackingInitProps {
  language: string;
  loggedIn: boolean;
}

/**
 * Sends the `init` event with language and login state on every page (spec 7), also
 * after client-side navigation, where the layout around the page stays mounted.
 */
export function TrackingInit({ language, loggedIn }: TrackingInitProps) {
  const pathname = usePathname();
  useEffect(() => {
    trackEvent({
      event: 'init',
      language,
      user: { login_state: loggedIn ? 'logged_in' : 'logged_out' },
      page_path: pathname,
    });
  }, [language, loggedIn, pathname]);
  return null;
}
