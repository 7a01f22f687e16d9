import type { ApiEnvelope, PageContentWire } from '@servenear/shared/wire';
import { ApiError } from './ApiError';
import { apiClient } from './client';
import { isRecord, unwrapEnvelope } from './normalise';

export interface PageContent {
  title: string;
  /** Untrusted HTML: sanitise before rendering. */
  content: string;
}

export const pagesApi = {
  /** GET pages/{slug}; an unknown slug rejects with an ApiError of status 404. */
  async getPage(slug: string, options: { signal?: AbortSignal } = {}): Promise<PageContent> {
    const response = await apiClient.get<ApiEnvelope<PageContentWire>>(`pages/${encodeURIComponent(slug)}`, {
      signal: options.signal,
    });
    const { data } = unwrapEnvelope(response.status, response.data);
    if (!isRecord(data) || typeof data.title !== 'string' || typeof data.content !== 'string') {
      throw new ApiError(response.status, {}, 'Unexpected page content from the server');
    }
    return { title: data.title, content: data.content };
  },
};
