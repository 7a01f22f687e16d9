import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { catalogApi, type SearchMatch } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { searchTarget } from './searchTarget';
import { SEARCH_DEBOUNCE_MS } from './texts';

/** What the results area shows. */
export type SearchView =
  | { kind: 'idle' }
  /** The first lookup is running and there is nothing earlier to show meanwhile. */
  | { kind: 'searching' }
  | { kind: 'failed' }
  /** The matches of the latest completed lookup (a newer one may still be running). */
  | { kind: 'matches'; matches: SearchMatch[] };

export interface ServiceSearch {
  query: string;
  setQuery(query: string): void;
  view: SearchView;
  /** A lookup for the text now in the box is still running. */
  pending: boolean;
  /** Enter: customer §2, the service list of the best match when both its ids are known;
   * otherwise nothing. Pressed while the text's lookup still runs, it waits for that answer. */
  submit(): void;
}

/** A completed lookup: the text and point it was for, and its matches (null: it failed). */
interface Lookup {
  key: string;
  matches: SearchMatch[] | null;
}

/**
 * The search box's behaviour, shared by the header popup and the hero: looks up once a
 * character is typed (after a short pause), near the host's location. A newer text aborts
 * the older request, so a late answer never replaces newer results.
 */
export function useServiceSearch(onNavigate?: () => void): ServiceSearch {
  const { latitude, longitude } = useHost().location;
  const navigate = useNavigate();
  const [query, setQueryState] = useState('');
  const [lookup, setLookup] = useState<Lookup | null>(null);
  /** The lookup key Enter was pressed for before its answer came. */
  const [enterFor, setEnterFor] = useState<string | null>(null);
  const text = query.trim();
  const key = text === '' ? null : JSON.stringify([text, latitude, longitude]);

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      catalogApi.search(text, { latitude, longitude }, { signal: controller.signal }).then(
        (matches) => {
          if (!controller.signal.aborted) setLookup({ key, matches });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Service search failed', error);
          setLookup({ key, matches: null });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, text, latitude, longitude]);

  const current = lookup !== null && lookup.key === key;
  const target = current && lookup.matches ? searchTarget(lookup.matches) : null;

  const go = (to: string) => {
    navigate(to);
    onNavigate?.();
  };

  // A quick typist presses Enter before the lookup answers: apply the rule to that answer.
  // Typing on drops the earlier Enter (setQuery).
  useEffect(() => {
    if (enterFor === null || enterFor !== key || !current) return;
    setEnterFor(null);
    if (target !== null) go(target);
  }, [enterFor, key, current, target]);

  let view: SearchView;
  if (key === null) view = { kind: 'idle' };
  else if (lookup?.matches) view = { kind: 'matches', matches: lookup.matches };
  else view = current ? { kind: 'failed' } : { kind: 'searching' };

  return {
    query,
    setQuery(next) {
      setQueryState(next);
      setEnterFor(null);
      // An emptied box forgets the old matches, so the next text starts from 'Searching...'.
      if (next.trim() === '') setLookup(null);
    },
    view,
    pending: key !== null && !current,
    submit() {
      if (key === null) return;
      if (!current) setEnterFor(key);
      else if (target !== null) go(target);
    },
  };
}
