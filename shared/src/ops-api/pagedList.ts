/**
 * The placeholder of a paged list's read: the page on screen stays while the next page of the
 * same list loads (no flash of "Loading" on a page turn), but a list asked with other filters
 * (another status, another search) never stands in for this one's rows, under its caption. The
 * list's identity is its filters without the page, kept in the query's meta.
 */
export function pagedList(filters: unknown) {
  const list = JSON.stringify(filters);
  return {
    meta: { pagedList: list },
    placeholderData: <Data>(previous: Data | undefined, previousQuery?: { meta?: Record<string, unknown> }) =>
      previousQuery?.meta?.pagedList === list ? previous : undefined,
  };
}

/** The filters of a paged list's query, without its page. */
export function withoutPage<Query extends { page?: number }>({ page: _page, ...filters }: Query) {
  return filters;
}
