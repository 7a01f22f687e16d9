export const imageKinds = ['category', 'subcategory', 'service', 'banner'] as const;
export type ImageKind = (typeof imageKinds)[number];

/** Site-relative URL of a generated tile; `variant` 2+ gives the extra media pictures of a service. */
export function imageUrl(kind: ImageKind, slug: string, variant = 1): string {
  return `/api/images/${kind}/${variant > 1 ? `${slug}--${variant}` : slug}.svg`;
}
