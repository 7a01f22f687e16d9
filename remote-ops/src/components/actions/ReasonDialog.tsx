import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextAreaField } from '@servenear/shared/forms';
import { opsReasonFormSchema, type OpsReasonForm } from '@servenear/shared/ops-api';
import { ConfirmDialog, noRules } from './ConfirmDialog';

const reasonRules = zodResolver(opsReasonFormSchema);

export interface ReasonDialogProps {
  /** The question, which names the dialog. */
  title: string;
  /** What the action does, said before it is confirmed. */
  consequence: ReactNode;
  confirm: string;
  tone: 'primary' | 'danger';
  /** The label of the reason asked for (3 to 300 characters), or null when none is. */
  reasonLabel: string | null;
  /** Sends the decision with its reason; answers the server's message, said in a toast. */
  onConfirm(reason: string | undefined): Promise<string>;
  onClose(): void;
}

/** The decisions that need at most a reason (a partner's, a booking's): ConfirmDialog with that one field or none. */
export function ReasonDialog({ title, consequence, confirm, tone, reasonLabel, onConfirm, onClose }: ReasonDialogProps) {
  return (
    <ConfirmDialog<OpsReasonForm>
      question={title}
      consequence={consequence}
      confirm={confirm}
      tone={tone}
      rules={reasonLabel ? reasonRules : noRules<OpsReasonForm>()}
      defaultValues={{ reason: '' }}
      onConfirm={({ reason }) => onConfirm(reasonLabel ? reason : undefined)}
      onClose={onClose}
    >
      {reasonLabel ? <TextAreaField<OpsReasonForm> name="reason" label={reasonLabel} maxLength={300} /> : null}
    </ConfirmDialog>
  );
}
