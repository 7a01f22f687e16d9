import { defineTexts } from '@servenear/shared/i18n';

/** Issue 37 (ours): giving a job back with a reason, and a dispute on the partner's work. */
export const disputeTexts = defineTexts(
  {
    cancelTitle: 'Why are you giving this job back?',
    cancelHint: 'The customer keeps the booking: ServeNear will find another partner. Cancellations count on your record.',
    reasonLabel: 'Reason',
    cancelSubmit: 'Give the job back',
    cancelling: 'Sending...',
    open: 'Disputed: our team is looking into it',
    customerReason: "Customer's reason",
    outcomeTitle: 'Outcome',
    note: 'Note from ServeNear',
  },
  { hi: () => import('./disputeTexts.hi.json'), ta: () => import('./disputeTexts.ta.json') },
);
