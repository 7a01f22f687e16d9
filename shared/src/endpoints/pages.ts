import * as z from 'zod/mini';
import { queryKeys } from '@servenear/shared/host';
import { pageContentWire } from '../wire/pages';
import { defineEndpoint, envelope } from './define';

/**
 * The longest slug the route takes: over three times the longest page slug, and under the
 * router's own 100-character limit on a path parameter (longer ones match no route: 404).
 */
export const MAX_SLUG_LENGTH = 80;

/** A content page as the screens read it: a title and untrusted HTML (sanitise before rendering). */
export interface PageContent {
  title: string;
  /** Untrusted HTML: sanitise before rendering. */
  content: string;
}

/** customer §3 'Page content': an unknown slug answers 404. */
export const pageEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'pages/:slug',
  summary: 'A content page: its title and sanitised HTML',
  params: z.object({ slug: z.string().check(z.maxLength(MAX_SLUG_LENGTH)) }),
  reply: envelope(pageContentWire),
  toModel: ({ data }): PageContent => ({ title: data.title, content: data.content }),
  key: ({ params }) => queryKeys.pages.page(String(params?.slug)),
});
