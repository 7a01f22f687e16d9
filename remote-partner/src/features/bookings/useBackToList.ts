import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '@servenear/shared/router';

/** After the work is marked completed the list shows again (partner §4 'redirect after completion 1000 ms'). */
export const BACK_TO_LIST_MS = 1000;

/**
 * The page's delayed return to the list. It belongs to the page, not the card: the card leaves
 * the list as soon as the job is done, and a partner who opens another tab meanwhile stays there
 * (the page unmounts and the timer with it).
 */
export function useBackToList(): () => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => navigate('/employee-booking-list'), BACK_TO_LIST_MS);
  }, [navigate]);
}
