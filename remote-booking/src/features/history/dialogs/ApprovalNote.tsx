import { ConfirmDialog } from './ConfirmDialog';
import { fill } from '@servenear/shared/i18n';
import { approvalTexts } from '../texts';

interface ApprovalNoteProps {
  serviceName: string;
  approving: boolean;
  onApprove(): void;
  onDecline(): void;
  onClose(): void;
}

/** customer §4: the note that opens by itself when the partner has completed a service. */
export function ApprovalNote({ serviceName, approving, onApprove, onDecline, onClose }: ApprovalNoteProps) {
  const question = { ...approvalTexts, text: fill(approvalTexts.text, { serviceName }) };
  return <ConfirmDialog question={question} tone="done" busy={approving} dismissWaits onConfirm={onApprove} onDismiss={onDecline} onClose={onClose} />;
}
