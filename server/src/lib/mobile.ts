/**
 * Blanks around a value: every Unicode White_Space character (U+0085 and U+00A0 included),
 * plus U+FEFF, which String.prototype.trim strips too.
 */
const surroundingBlanks = /^[\p{White_Space}\uFEFF]+|[\p{White_Space}\uFEFF]+$/gu;

/**
 * A mobile number as typed, without the blanks pasted around it: the same set the shared mobile
 * schema strips (shared/src/schemas/auth.ts), so the rate limits count a number under the
 * account's own number whichever of the two saw it first.
 */
export function normaliseMobile(value: string): string {
  return value.replace(surroundingBlanks, '');
}
