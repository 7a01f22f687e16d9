import { defineTexts } from '@servenear/shared/i18n';

/** customer §5 'Report form', §8 'Report' and partner §8 'Report': spelt as the spec spells them. */
export const reportFormTexts = defineTexts(
  {
    selectService: 'Select a service',
    submit: 'Submit',
    submitting: 'Submitting...',
    success: 'Report submitted successfully',
    failure: 'Somthing went wrong try again later',
    servicesFailed: 'Failed to fetch data.',
    /** The fields' labels. */
    service: 'Service',
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile',
    description: 'Description',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
