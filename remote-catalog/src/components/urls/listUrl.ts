/** customer §2: the service list of a category and one of its subcategories. */
export function serviceListUrl(categoryId: number, subcategoryId?: number | null): string {
  const query = new URLSearchParams({ category: String(categoryId) });
  if (subcategoryId !== undefined && subcategoryId !== null) query.set('subcategory', String(subcategoryId));
  return `/list-of-services?${query}`;
}
