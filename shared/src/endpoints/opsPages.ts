import * as z from 'zod/mini';
import { opsPagePreviewWire, opsPageRowWire, opsPageWire } from '../wire/opsPages';
import { databaseIdText } from '../schemas/idSchemas';
import { defineEndpoint, envelope, messageEnvelope } from './define';
import { MAX_SLUG_LENGTH } from './pages';

// The console's and the server's names for these shapes: not in the wire area, which customers' pages load.
export type { OpsPagePreviewWire, OpsPageRowWire, OpsPageVersionWire, OpsPageWire } from '../wire/opsPages';

/*
 * Issue 39: ops' content pages (/pages/{slug}) under /api/admin (permission pages.manage): edited
 * with a preview sanitised as the site renders it; every change is a new version, and any
 * version can be restored (as a new version: versions are append-only).
 */

export const opsPageMessages = {
  title: 'Please give the page a title of at most 200 characters.',
  content: 'Please write the page: at most 100,000 characters.',
  note: 'A note may be at most 300 characters.',
  baseVersion: 'Send the version the edit started from (base_version).',
  notFound: 'Page not found.',
  versionNotFound: 'This page has no such version.',
  stale: 'Someone else changed this page since you opened it. Reload it to see their version, then make your change again.',
  saved: 'Page saved: the site shows it now.',
  restored: 'Version restored: the site shows it now.',
} as const;

/** The longest page a person writes by hand, generously: the longest seeded one is under 5,000 characters. */
export const PAGE_CONTENT_MAX = 100_000;

const title = () =>
  z.string({ error: opsPageMessages.title }).check(z.trim(), z.minLength(1, { error: opsPageMessages.title }), z.maxLength(200, { error: opsPageMessages.title }));
const content = () =>
  z.string({ error: opsPageMessages.content }).check(z.trim(), z.minLength(1, { error: opsPageMessages.content }), z.maxLength(PAGE_CONTENT_MAX, { error: opsPageMessages.content }));
const note = () => z.optional(z.string({ error: opsPageMessages.note }).check(z.trim(), z.maxLength(300, { error: opsPageMessages.note })));
/** The version the editor started from: a whole number as JSON. */
const baseVersion = () => z.int({ error: opsPageMessages.baseVersion }).check(z.minimum(1, { error: opsPageMessages.baseVersion }), z.maximum(1_000_000, { error: opsPageMessages.baseVersion }));

export const opsPagePreviewSchema = /* @__PURE__ */ z.object({ title: title(), content: content() });
export type OpsPagePreview = z.output<typeof opsPagePreviewSchema>;

export const opsPageEditSchema = /* @__PURE__ */ z.object({ title: title(), content: content(), note: note(), base_version: baseVersion() });
export type OpsPageEdit = z.output<typeof opsPageEditSchema>;

export const opsPageRestoreSchema = /* @__PURE__ */ z.object({ note: note(), base_version: z.optional(baseVersion()) });
export type OpsPageRestore = z.output<typeof opsPageRestoreSchema>;

const slugParams = /* @__PURE__ */ z.object({ slug: z.string().check(z.maxLength(MAX_SLUG_LENGTH)) });

export const opsPagesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/pages',
  summary: 'The content pages, by slug, with their version and who last changed them (pages.manage)',
  reply: envelope(z.array(opsPageRowWire)),
});

export const opsPagePreviewEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/pages/preview',
  summary: 'A title and content as the site would render them: sanitised, nothing stored',
  description: 'Scripts, styles, event handlers, images and javascript: links are removed, as on the site.',
  body: opsPagePreviewSchema,
  reply: envelope(opsPagePreviewWire),
});

export const opsPageEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/pages/:slug',
  summary: 'A content page as shown now, with every version, newest first',
  params: slugParams,
  reply: envelope(opsPageWire),
});

export const opsEditPageEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: 'admin/pages/:slug',
  summary: 'Save a content page as a new version; the site shows it at once',
  description:
    'The content is sanitised as the site renders it before it is stored. `base_version` is the version the edit started from: ' +
    'when the page has moved on since (someone else saved), a 409 and nothing is stored.',
  params: slugParams,
  body: opsPageEditSchema,
  reply: messageEnvelope(opsPageWire),
});

export const opsRestorePageVersionEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/pages/:slug/versions/:version/restore',
  summary: 'Show an earlier version again, as a new version',
  description: 'Versions are never changed: the restore adds one with that version’s title and content. A `base_version` that is no longer the page’s is a 409.',
  params: /* @__PURE__ */ z.object({ slug: z.string().check(z.maxLength(MAX_SLUG_LENGTH)), version: databaseIdText() }),
  body: opsPageRestoreSchema,
  reply: messageEnvelope(opsPageWire),
});
