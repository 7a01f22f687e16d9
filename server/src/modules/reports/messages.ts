import { defineTexts } from '@servenear/shared/i18n';

/** What the report form's sender reads (customer §7, issue 39). */
export const reportTexts = defineTexts(
  {
    submitted: 'Report submitted successfully',
    /** The SMS with ops' answer: plain, 'ServeNear:' first as the other texts, the service named so the reporter knows which report. */
    answerSms: 'ServeNear: our answer to your report about {service}: {answer}',
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);
