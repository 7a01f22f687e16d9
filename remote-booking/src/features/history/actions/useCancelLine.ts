import { useCancelBookingLine } from '@servenear/shared/booking-api';
import { cancelTexts as texts } from '../texts';
import { useLineAction } from './useLineAction';

/** Cancels one pending line (POST user/cancelbooking), customer §8 'Cancel'. */
export function useCancelLine() {
  // Read when the page draws, so the toasts are in the language of the moment.
  const cancelling = { done: texts.done, refused: texts.failed, error: texts.error, action: 'Cancel' };
  const { run, busy } = useLineAction(useCancelBookingLine(), cancelling);
  return { cancel: run, cancelling: busy };
}
