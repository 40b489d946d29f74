'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useTransition } from 'react';
import type { DefaultSorting, ListingSearchParams } from '../../lib/listing/listing-state';

/*
 * The listing state's parsing (with zod, about 115 KB of script) loads when a shopper first
 * changes a filter, not with the page: Lighthouse counted it against the listing's first
 * paint (issue 6). Without script the form is a plain GET form anyway.
 */
const loadListingState = () => import('../../lib/listing/listing-state');

interface ListingFormProps {
  /** The listing's path; without script the browser submits the form there as a GET request. */
  action: string;
  /** Query parameters that are not listing state and stay first, e.g. the search phrase. */
  preserve?: readonly string[];
  /** The listing's order without a sort parameter (null for search: relevance). */
  defaultSorting: DefaultSorting;
  className?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** The canonical URL of a submitted listing form: the same state always has the same URL. */
async function targetUrl(
  form: HTMLFormElement,
  action: string,
  preserve: readonly string[],
  defaultSorting: DefaultSorting,
): Promise<string> {
  const { listingQueryString, listingStateFromSearchParams } = await loadListingState();
  const params: ListingSearchParams = {};
  const kept = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || value === '') continue;
    if (preserve.includes(name)) {
      kept.append(name, value);
      continue;
    }
    const previous = params[name];
    params[name] =
      previous === undefined
        ? value
        : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  const state = listingStateFromSearchParams(params, defaultSorting);
  const query = listingQueryString(state, defaultSorting).slice(1);
  const keptQuery = kept.toString();
  const joined = [keptQuery, query].filter((part) => part !== '').join('&');
  return joined === '' ? action : `${action}?${joined}`;
}

/**
 * A filter or sort form that works as a plain GET form without script (server rendered,
 * spec issue 6) and, with script, applies a changed checkbox or select at once through
 * client navigation, keeping the scroll position.
 */
export function ListingForm({
  action,
  preserve = [],
  defaultSorting,
  children,
  ...attributes
}: ListingFormProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = (form: HTMLFormElement) => {
    targetUrl(form, action, preserve, defaultSorting).then(
      (url) => startTransition(() => router.push(url, { scroll: false })),
      // The state's script could not be loaded: the browser submits the form as without script.
      () => form.submit(),
    );
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    // Typing a price is applied with the button or Enter, not on every keystroke.
    if (target instanceof HTMLInputElement && target.type === 'number') return;
    navigate(event.currentTarget);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(event.currentTarget);
  };
  return (
    <form
      method="get"
      action={action}
      onChange={onChange}
      onSubmit={onSubmit}
      aria-busy={pending}
      // Fetches the state's script as soon as the shopper reaches the form.
      onFocus={() => void loadListingState().catch(() => undefined)}
      onPointerEnter={() => void loadListingState().catch(() => undefined)}
      {...attributes}
    >
      {children}
    </form>
  );
}
