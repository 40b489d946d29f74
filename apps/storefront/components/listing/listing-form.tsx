'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useTransition } from 'react';
import {
  type DefaultSorting,
  type ListingSearchParams,
  listingQueryString,
  listingStateFromSearchParams,
} from '../../lib/listing/listing-state';

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
function targetUrl(
  form: HTMLFormElement,
  action: string,
  preserve: readonly string[],
  defaultSorting: DefaultSorting,
): string {
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
    const url = targetUrl(form, action, preserve, defaultSorting);
    startTransition(() => router.push(url, { scroll: false }));
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
      {...attributes}
    >
      {children}
    </form>
  );
}
