import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline. Counting against the clock rather than ticks keeps
 * it right when a background tab's timers are slowed down.
 */
export function useCountdown(initialSeconds: number): { remaining: number; restart(seconds: number): void } {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running, deadline]);

  const restart = useCallback((seconds: number) => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, []);

  return { remaining, restart };
}

/** 300 → '5:00', 59 → '0:59'. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

