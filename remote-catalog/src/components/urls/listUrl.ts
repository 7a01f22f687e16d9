/** customer §2: the service list of a category and one of its subcategories. */
export function serviceListUrl(categoryId: number, subcategoryId?: number | null): string {
  const query = new URLSearchParams({ category: String(categoryId) });
  if (subcategoryId !== undefined && subcategoryId !== null) query.set('subcategory', String(subcategoryId));
  return `/list-of-services?${query}`;
}

/** A positive whole number from the query string, or null. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
