/**
 * Runs `work` once the browser has painted what it has: the server's HTML. Hydrating takes the
 * main thread for a while on a phone; begun before the first paint (the scripts were cached or
 * preloaded and ready as the HTML was parsed), it would hold up the page the HTML already shows.
 * A hidden tab paints no frames, so `fallbackMs` later the work runs anyway.
 */
export function afterFirstPaint(work: () => void, fallbackMs = 300): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  // The frame callback runs before that frame's paint; the task after it, once it is painted.
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, fallbackMs);
}
