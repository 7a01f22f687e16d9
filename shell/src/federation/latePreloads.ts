/**
 * The files a page the server drew needs to come alive (its remote's entry, chunks and shared
 * modules, and the remote's manifest), which the server lists instead of preloading them from
 * the head (server/src/modules/shellPage): asked for once the page has painted, so on a slow link
 * they do not share the bandwidth with the picture's images, and all at once, not one after
 * another as the federation runtime would find them.
 */
import { LATE_PRELOADS_ELEMENT_ID } from '@servenear/shared/routes';
import { yieldToMain } from '@servenear/shared/scheduling';

/**
 * Links added per task. Adding a preload starts its request on the main thread: a page's two
 * dozen at once took 80–170 ms of a 4× slowed CPU in one task (Chromium's trace of /login).
 */
const LINKS_PER_TASK = 4;

interface LatePreloads {
  scripts?: unknown;
  manifests?: unknown;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function preload(doc: Document, href: string, as: 'script' | 'fetch'): HTMLLinkElement {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  // As the federation runtime fetches a manifest (fetch's defaults): the preload must match to be used.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  return link;
}

/** Adds the listed preloads to the head, a few per task; a page without the list, or with a broken one, gets none. */
export async function startLatePreloads(doc: Document = document): Promise<void> {
  let listed: LatePreloads | null;
  try {
    listed = JSON.parse(doc.getElementById(LATE_PRELOADS_ELEMENT_ID)?.textContent ?? 'null') as LatePreloads | null;
  } catch {
    return;
  }
  const links = [...strings(listed?.manifests).map((href) => preload(doc, href, 'fetch')), ...strings(listed?.scripts).map((href) => preload(doc, href, 'script'))];
  for (let start = 0; start < links.length; start += LINKS_PER_TASK) {
    if (start > 0) await yieldToMain();
    doc.head.append(...links.slice(start, start + LINKS_PER_TASK));
  }
}
