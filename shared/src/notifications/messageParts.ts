/**
 * A message cut around its booking references ('SN-000012'), so a page can keep each reference
 * on one line: a narrow phone would otherwise break it after the hyphen. Odd positions are the
 * references; joined, the parts are the message.
 */
export function messageParts(message: string): string[] {
  return message.split(/(SN-\d+)/);
}
