'use client';

import { AUTOSUGGEST, type LanguageCode, TIMINGS_MS } from '@shop/shop-config';
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseSuggestionList, type SuggestionList } from '../../lib/commerce-search/suggestions';

/**
 * Suggestions for the phrase typed so far: requested 500 ms after typing stops (spec 4),
 * each newer phrase cancelling the request before it. `clear` empties the result box and
 * drops a request still under way, so a late answer cannot reopen a closed box.
 */
export function useSuggestions(
  language: LanguageCode,
  phrase: string,
  onNewSuggestions: () => void,
): { suggestions: SuggestionList | undefined; clear: () => void } {
  const [suggestions, setSuggestions] = useState<SuggestionList | undefined>(undefined);
  const pending = useRef<AbortController | undefined>(undefined);
  const onNew = useRef(onNewSuggestions);
  onNew.current = onNewSuggestions;

  const clear = useCallback(() => {
    pending.current?.abort();
    setSuggestions(undefined);
  }, []);

  useEffect(() => {
    const searchPhrase = phrase.trim();
    if (searchPhrase.length < AUTOSUGGEST.minPhraseLength) {
      setSuggestions(undefined);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      pending.current?.abort();
      pending.current = controller;
      try {
        const query = new URLSearchParams({ language, searchPhrase });
        const response = await fetch(`/api/autosuggest?${query}`, { signal: controller.signal });
        const list = response.ok ? parseSuggestionList(await response.json()) : undefined;
        if (controller.signal.aborted) return;
        setSuggestions(list);
        onNew.current();
      } catch {
        // Aborted or offline: the box simply shows no suggestions.
      }
    }, TIMINGS_MS.searchDebounce);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [language, phrase]);

  return { suggestions, clear };
}
