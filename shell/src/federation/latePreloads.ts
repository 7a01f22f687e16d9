/**
 * The files a page the server drew needs to come alive (its remote's entry, chunks and shared
 * modules, and the remote's manifest), which the server lists instead of preloading them from
 * the head (server/src/modules/shellPage): asked for once the page has painted, so on a slow link
 * they do not share the bandwidth with the picture's images, and all at once, not one after
 * another as the federation runtime would find them.
 */
import { LATE_PRELOADS_ELEMENT_ID } from '@servenear/shared/routes';

interface LatePreloads {
  scripts?: unknown;
  manifests?: unknown;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function preload(doc: Document, href: string, as: 'script' | 'fetch'): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  // As the federation runtime fetches a manifest (fetch's defaults): the preload must match to be used.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  doc.head.append(link);
}

/** Adds the listed preloads to the head; a page without the list, or with a broken one, gets none. */
export function startLatePreloads(doc: Document = document): void {
  let listed: LatePreloads | null;
  try {
    listed = JSON.parse(doc.getElementById(LATE_PRELOADS_ELEMENT_ID)?.textContent ?? 'null') as LatePreloads | null;
  } catch {
    return;
  }
  for (const href of strings(listed?.manifests)) preload(doc, href, 'fetch');
  for (const href of strings(listed?.scripts)) preload(doc, href, 'script');
}
