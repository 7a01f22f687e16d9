/** partner §8 'Report' and customer §5 'Report form': spelt as the spec spells them. */
export const reportTexts = {
  title: 'Report & Queries',
  selectService: 'Select a service',
  submit: 'Submit',
  submitting: 'Submitting...',
  success: 'Report submitted successfully',
  failure: 'Somthing went wrong try again later',
  servicesFailed: 'Failed to fetch data.',
} as const;
