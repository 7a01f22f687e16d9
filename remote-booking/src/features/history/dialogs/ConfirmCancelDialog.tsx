import { ConfirmDialog } from './ConfirmDialog';
import { cancelTexts } from '../texts';

interface ConfirmCancelDialogProps {
  serviceName: string;
  busy: boolean;
  onConfirm(): void;
  onKeep(): void;
}

/** customer §8 'Cancel': 'Are you sure?' before a pending line is cancelled for good. */
export function ConfirmCancelDialog({ serviceName, busy, onConfirm, onKeep }: ConfirmCancelDialogProps) {
  return <ConfirmDialog question={cancelTexts.question} tone="warning" subject={serviceName} busy={busy} onConfirm={onConfirm} onDismiss={onKeep} />;
}
