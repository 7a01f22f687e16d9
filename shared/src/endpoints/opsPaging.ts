import * as z from 'zod/mini';

const perPageMessage = 'per_page must be a whole number from 1 to 200.';

/** `per_page` of a paged ops list: 1 to 200 in digits, `fallback` when left out; anything else is the one 422 message. */
export const perPageInput = (fallback: number) =>
  z.pipe(
    z.optional(z.string({ error: perPageMessage }).check(z.maxLength(3, { error: perPageMessage }), z.regex(/^\d+$/, { error: perPageMessage }))),
    z.pipe(
      z.transform((value: string | undefined) => (value ? Number(value) : fallback)),
      z.int().check(z.minimum(1, { error: perPageMessage }), z.maximum(200, { error: perPageMessage })),
    ),
  );

/** What a page of the console's lists (partners, enquiries, disputes, refunds…) holds unless told. */
export const OPS_LIST_PER_PAGE = 20;
