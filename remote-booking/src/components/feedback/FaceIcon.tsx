/**
 * The five rating faces, drawn rather than typed as emoji: a phone or browser without a
 * colour-emoji font would show an empty box for some of them (seen with 🙂 in Chromium here).
 * Mouth curves go from a frown (1) to a wide smile (5); colours from red to green.
 */
const mouths = ['M8 17.5q4-4 8 0', 'M8 16.5q4-2 8 0', 'M8 16h8', 'M8 15q4 3 8 0', 'M7.5 14q4.5 5 9 0z'] as const;
const colours = ['#c0392b', '#d9822b', '#b7950b', '#5b9a3c', '#1e8449'] as const;

export function FaceIcon({ rating }: { rating: 1 | 2 | 3 | 4 | 5 }) {
  const colour = colours[rating - 1];
  const wide = rating === 5;
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="none" stroke={colour} strokeWidth="1.6" />
      <circle cx="8.5" cy="9.5" r="1.3" fill={colour} />
      <circle cx="15.5" cy="9.5" r="1.3" fill={colour} />
      <path d={mouths[rating - 1]} fill={wide ? colour : 'none'} stroke={colour} strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
