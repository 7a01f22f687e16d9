import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@servenear/shared/router';
import type { UseQueryResult } from '@servenear/shared/query';
import { useFetchServiceSearch, useServiceSearch as useServiceSearchQuery, type SearchMatch } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { useLogFailures } from '../../hooks/useLogFailures';
import { searchTarget } from './searchTarget';
import { SEARCH_DEBOUNCE_MS } from './texts';

export interface ServiceSearch {
  query: string;
  setQuery(query: string): void;
  /**
   * What the results area shows: the lookup of the text in the box, with the matches of the
   * text before standing in while it runs (marked isPlaceholderData); null while the box is blank.
   */
  lookup: UseQueryResult<SearchMatch[]> | null;
  /** The lookup for the text now in the box has not answered yet. */
  pending: boolean;
  /** Enter: customer §2, the service list of the best match when both its ids are known;
   * otherwise nothing. Pressed before the text's lookup answers, it waits for that answer. */
  submit(): void;
}

/**
 * The search box's behaviour, shared by the header popup and the hero: looks up once a
 * character is typed (after a short pause), near the host's location. Each text has its own
 * query, so a late answer for an older text never replaces the newer results.
 */
export function useServiceSearch(onNavigate?: () => void): ServiceSearch {
  const { location } = useHost();
  const navigate = useNavigate();
  const fetchMatches = useFetchServiceSearch();
  const [query, setQueryState] = useState('');
  /** The text looked up: the box's, once typing pauses. */
  const [searched, setSearched] = useState('');
  /** When the box was last emptied: matches answered before then are not shown again. */
  const [emptiedAt, setEmptiedAt] = useState(0);
  /** An Enter waiting for its lookup; typing on or closing drops it. */
  const waitingEnter = useRef<object | null>(null);
  const text = query.trim();
  const result = useServiceSearchQuery(searched, location, { keepMatchesSince: emptiedAt });
  useLogFailures('Service search failed', [result]);

  useEffect(() => {
    if (text === '') return undefined;
    const timer = window.setTimeout(() => setSearched(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  // A popup closed before the answer came must not navigate when it comes.
  useEffect(
    () => () => {
      waitingEnter.current = null;
    },
    [],
  );

  const answered = text !== '' && searched === text && !result.isPending && !result.isPlaceholderData;

  const go = (matches: readonly SearchMatch[]) => {
    const to = searchTarget(matches);
    if (to === null) return;
    navigate(to);
    onNavigate?.();
  };

  return {
    query,
    setQuery(next) {
      setQueryState(next);
      waitingEnter.current = null;
      if (next.trim() !== '') return;
      // An emptied box asks for nothing and forgets the old matches, so the next text starts from 'Searching...'.
      setSearched('');
      setEmptiedAt(Date.now());
    },
    lookup: text === '' ? null : result,
    pending: text !== '' && !answered,
    submit() {
      if (text === '') return;
      if (answered) {
        if (result.data) go(result.data);
        return;
      }
      // A quick typist presses Enter before the lookup answers: apply the rule to that answer.
      const enter = {};
      waitingEnter.current = enter;
      fetchMatches(text, location).then(
        (matches) => {
          if (waitingEnter.current === enter) go(matches);
        },
        // The results area shows the failure.
        () => undefined,
      );
    },
  };
}
