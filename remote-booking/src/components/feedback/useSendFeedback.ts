import { ApiError } from '@servenear/shared/api';
import { useSendServiceFeedback } from '@servenear/shared/booking-api';
import { useHost } from '@servenear/shared/host';
import { feedbackTexts } from './texts';

export interface FeedbackToSend {
  serviceId: number;
  rating: number;
  description: string;
  lineId?: number;
}

/** POST user/service/feedback; the server's message becomes the success toast. */
export function useSendFeedback() {
  const { notify } = useHost();
  const mutation = useSendServiceFeedback();

  async function send(feedback: FeedbackToSend): Promise<boolean> {
    try {
      const message = await mutation.mutateAsync(feedback);
      notify('success', message || feedbackTexts.thanks);
      return true;
    } catch (error) {
      // The spec's text is what the customer sees; the server's reason is kept for support.
      if (error instanceof ApiError) console.error(`Feedback refused (${error.status}): ${error.message}`);
      return false;
    }
  }

  return { send, sending: mutation.isPending };
}
