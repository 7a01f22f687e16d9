import * as z from 'zod/mini';

/**
 * Issue 39: the wire shapes of ops' content pages and their versions. Not in the wire index,
 * which customers' pages load: the endpoint file (../endpoints/opsPages.ts) re-exports the types.
 */

/** Who edited: an ops member, or null for the seed and the pages as they were before versions. */
const editorWire = /* @__PURE__ */ z.nullable(z.object({ id: z.int(), name: z.string() }));

/** One row of GET admin/pages. */
export const opsPageRowWire = /* @__PURE__ */ z.object({
  slug: z.string(),
  title: z.string(),
  /** The version shown on the site. */
  version: z.int(),
  /** How many versions the page has had. */
  versions: z.int(),
  /** ISO date-time of the version shown. */
  updated_at: z.string(),
  updated_by: editorWire,
});
export type OpsPageRowWire = z.infer<typeof opsPageRowWire>;

/** One version of a page, newest first in a page's list. */
export const opsPageVersionWire = /* @__PURE__ */ z.object({
  version: z.int(),
  title: z.string(),
  /** Sanitised HTML, as the site rendered it while this version was shown. */
  content: z.string(),
  edited_at: z.string(),
  edited_by: editorWire,
  note: z.nullable(z.string()),
  /** The version this one restored, when it is a restore. */
  restored_from: z.nullable(z.int()),
});
export type OpsPageVersionWire = z.infer<typeof opsPageVersionWire>;

/** GET admin/pages/{slug} → data, and what an edit or a restore answers: the page now and every version. */
export const opsPageWire = /* @__PURE__ */ z.object({
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML, as the site shows it now. */
  content: z.string(),
  version: z.int(),
  updated_at: z.string(),
  updated_by: editorWire,
  /** The site's address of the page: /pages/{slug}. */
  public_path: z.string(),
  versions: z.array(opsPageVersionWire),
});
export type OpsPageWire = z.infer<typeof opsPageWire>;

/** POST admin/pages/preview → data: the title and the content as the site would render them. */
export const opsPagePreviewWire = /* @__PURE__ */ z.object({ title: z.string(), content: z.string() });
export type OpsPagePreviewWire = z.infer<typeof opsPagePreviewWire>;
