import { useId } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { Dialog } from '@servenear/shared/dialog';
import { FeedbackForm, type FeedbackTarget } from './FeedbackForm';
import { feedbackTexts } from './texts';

/** The feedback form in a modal; closing it is the same as Cancel (customer §2: it ends at /). */
export function FeedbackModal(target: FeedbackTarget) {
  const titleId = useId();
  const navigate = useNavigate();
  return (
    <Dialog labelledBy={titleId} closeLabel={feedbackTexts.close} onClose={() => navigate('/')} size="narrow">
      <FeedbackForm {...target} titleId={titleId} />
    </Dialog>
  );
}
