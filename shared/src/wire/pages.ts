import * as z from 'zod/mini';

/** customer §3 'Page content': GET pages/{slug} → data. */
export const pageContentWire = /* @__PURE__ */ z.object({
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
});
export type PageContentWire = z.infer<typeof pageContentWire>;
