import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextAreaField, TextField } from '@servenear/shared/forms';
import {
  opsEnquiryAnswerFormSchema,
  opsEnquiryRejectFormSchema,
  useOpsEnquiryDecision,
  type OpsEnquiry,
  type OpsEnquiryAnswerForm,
  type OpsEnquiryRejectForm,
} from '@servenear/shared/ops-api';
import { useMay } from '../../components/access/useMay';
import { ConfirmDialog } from '../../components/actions/ConfirmDialog';
import detail from '../../components/detail/DetailPage.module.css';

const answerRules = zodResolver(opsEnquiryAnswerFormSchema);
const rejectRules = zodResolver(opsEnquiryRejectFormSchema);

/**
 * Answer (with a quote, optional) and reject: only while the enquiry waits, and only for a person
 * whose roles decide enquiries. Both are told to the customer (and texted), so each asks first.
 */
export function EnquiryActions({ enquiry }: { enquiry: OpsEnquiry }) {
  const may = useMay();
  const [open, setOpen] = useState<'answer' | 'reject' | null>(null);
  const decide = useOpsEnquiryDecision();
  if (!may('enquiries.decide') || enquiry.status !== 'pending') return null;
  const what = enquiry.kind === 'pd' ? 'move request' : 'enquiry';

  return (
    <div className={detail.actions} role="group" aria-label="Decisions">
      <button type="button" className={detail.primary} onClick={() => setOpen('answer')}>
        Answer
      </button>
      <button type="button" className={detail.danger} onClick={() => setOpen('reject')}>
        Reject
      </button>
      {open === 'answer' ? (
        <ConfirmDialog<OpsEnquiryAnswerForm>
          question={`Answer ${enquiry.customer_name}’s ${what}?`}
          consequence={
            <p>
              {enquiry.customer_name} reads your answer and is texted. With a quote, they can {enquiry.kind === 'pd' ? 'accept it and pay' : 'book at that price'}.
            </p>
          }
          confirm="Send answer"
          tone="primary"
          rules={answerRules}
          defaultValues={{ message: '', quote: '' }}
          onConfirm={({ message, quote }) => decide.mutateAsync({ id: enquiry.id, action: 'answer', message, quote: quote.trim() ? Number(quote) : undefined })}
          onClose={() => setOpen(null)}
        >
          <TextAreaField<OpsEnquiryAnswerForm> name="message" label="Answer the customer reads" maxLength={1000} />
          <TextField<OpsEnquiryAnswerForm> name="quote" label="Quote in rupees (optional)" inputMode="numeric" autoComplete="off" />
        </ConfirmDialog>
      ) : null}
      {open === 'reject' ? (
        <ConfirmDialog<OpsEnquiryRejectForm>
          question={`Reject ${enquiry.customer_name}’s ${what}?`}
          consequence={<p>{enquiry.customer_name} reads the reason and is texted. This cannot be undone.</p>}
          confirm="Reject"
          tone="danger"
          rules={rejectRules}
          defaultValues={{ reason: '' }}
          onConfirm={({ reason }) => decide.mutateAsync({ id: enquiry.id, action: 'reject', reason })}
          onClose={() => setOpen(null)}
        >
          <TextAreaField<OpsEnquiryRejectForm> name="reason" label="Reason the customer reads" maxLength={1000} />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
