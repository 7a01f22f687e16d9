/** The query a signed link to a private file carries (src/modules/media/links.ts). */
export const SIGNED = /\?expires=\d+&signature=[\w-]{43}/;

/** A reply with every signed link cut back to its path, to compare with the paths a test expects. */
export function withoutSignatures<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replace(new RegExp(SIGNED.source, 'g'), '')) as T;
}
