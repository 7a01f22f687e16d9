import * as v from 'valibot';
import type { PageContentWire } from '@servenear/shared/wire';
import { apiClient } from './client';
import { envelope, parseReply, readsWire } from './reply';

export interface PageContent {
  title: string;
  /** Untrusted HTML: sanitise before rendering. */
  content: string;
}

const pageReply = envelope(readsWire<PageContentWire>()(v.object({ title: v.string(), content: v.string() })));

export const pagesApi = {
  /** GET pages/{slug}; an unknown slug rejects with an ApiError of status 404. */
  async getPage(slug: string, options: { signal?: AbortSignal } = {}): Promise<PageContent> {
    const response = await apiClient.get<unknown>(`pages/${encodeURIComponent(slug)}`, { signal: options.signal });
    const { title, content } = parseReply(pageReply, response).data;
    return { title, content };
  },
};
