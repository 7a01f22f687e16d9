import { useSyncExternalStore } from 'react';
import type { NoticeKind } from '@servenear/shared/host';
import { localiseMessage } from '@servenear/shared/i18n';

type Toastify = typeof import('react-toastify');

/**
 * react-toastify (about 10 KB gzip) loads with the first notice, not with the page: most
 * first visits show none, and the landing page's budget is tight (docs/architecture.md §9).
 * A toast asked for before the container is up waits in the library's own queue.
 */
let toastify: Promise<Toastify> | null = null;
const listeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify');
    for (const listener of listeners) listener();
  }
  return toastify;
}

/**
 * Shows a toast through the one container; the same message twice at once (a guard run twice, a
 * double click) shows one. A message that came in English (a shared schema's rule, a server's
 * words from before it knew the language) is shown in the page's language when a catalogue has it.
 */
export function notify(kind: NoticeKind, message: string): void {
  const shown = localiseMessage(message);
  loadToastify().then(
    ({ toast }) => toast[kind](shown, { toastId: `${kind}:${shown}` }),
    (error: unknown) => console.error(`ServeNear: the notice "${shown}" could not be shown`, error),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a notice has been asked for on this page, so the container should be up. */
export function useToastsWanted(): boolean {
  // On the server, and while the page hydrates, no notice has been asked for yet.
  return useSyncExternalStore(subscribe, () => toastify !== null, () => false);
}
