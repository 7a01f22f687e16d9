/**
 * customer §2 'Service browsing': a card's description is cut at `max` characters (90 on
 * cards, 126 in the list page variant) and ends with '...' when it was cut.
 */
export function truncateDescription(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}

/** customer §2: the about-us text shown as bullets, one per sentence ending at a full stop. */
export function aboutBullets(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('.')
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}
