/**
 * Blanks around a value: every Unicode White_Space character (U+0085 and U+00A0 included),
 * plus U+FEFF, which String.prototype.trim strips too.
 */
const surroundingBlanks = /^[\p{White_Space}\uFEFF]+|[\p{White_Space}\uFEFF]+$/gu;

/**
 * A mobile number as typed, without the blanks pasted around it. The sign-up schema only
 * trims (String.prototype.trim), so this strips at least as much: a number it accepts reads
 * the same after this, and the rate limits count it under the account's own number.
 */
export function normaliseMobile(value: string): string {
  return value.replace(surroundingBlanks, '');
}
