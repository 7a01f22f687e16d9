/**
 * @servenear/shared/media-states (issue 37): where the uploader's own photos and videos stand, read
 * from a reply's `media_status`, and how their list keeps asking while one is processing. A few
 * lines, bundled into the page chunks that draw the tiles (never shared at run time:
 * scripts/federation/sharedModules.ts), so no first page pays for them.
 */
import { useEffect, useRef } from 'react';
import type { MediaStatusWire } from '../wire/partnerServices';

export type MediumState = 'ready' | 'processing' | 'failed';

/** A stored photo size (<stem>-640.jpg) or video (<stem>.mp4), the last part of its URL's path. */
const storedFile = /^([0-9a-f]{32})(-\d+\.(?:jpg|webp)|\.(?:mp4|webm))$/;

/**
 * The state of the medium a URL of the reply names, from the reply's not-ready media (a photo
 * named by its stem, a video by its file name); a URL that is no stored medium (a catalogue
 * image) is ready.
 */
export function mediumState(notReady: MediaStatusWire | undefined, url: string): MediumState {
  const file = url.split('?')[0]!.split('/').pop() ?? '';
  const match = storedFile.exec(file);
  const name = match?.[2]!.startsWith('-') ? match[1] : file;
  return ((match && notReady?.find((medium) => medium.name === name)?.status) || 'ready') as MediumState;
}

/** How often a list with media still processing asks again, and for how long at most. */
const EVERY_MS = 3000;
const AT_MOST_MS = 2 * 60_000;

/**
 * For the uploader's own list: while any of their media is processing (`isProcessing`), asks
 * again 3 s after each answer, so a tile turns into the photo by itself; stops once none is, or
 * after 2 minutes (a worker that is down must not keep a phone polling; the next visit asks
 * again). A hook of the page rather than the query's refetchInterval, so the shared query
 * hooks, which every partner and customer page loads, carry none of it.
 */
export function useRefetchWhileProcessing<Data>(query: { data: Data | undefined; dataUpdatedAt: number; refetch(): unknown }, isProcessing: (data: Data) => boolean): void {
  const since = useRef<number | undefined>(undefined);
  const processing = query.data !== undefined && isProcessing(query.data);
  const { dataUpdatedAt, refetch } = query;
  useEffect(() => {
    if (!processing) {
      since.current = undefined;
      return undefined;
    }
    since.current ??= Date.now();
    if (Date.now() - since.current >= AT_MOST_MS) return undefined;
    const timer = setTimeout(() => void refetch(), EVERY_MS);
    return () => clearTimeout(timer);
  }, [processing, dataUpdatedAt, refetch]);
}
