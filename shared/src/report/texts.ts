/** customer §5 'Report form', §8 'Report' and partner §8 'Report': spelt as the spec spells them. */
export const reportFormTexts = {
  selectService: 'Select a service',
  submit: 'Submit',
  submitting: 'Submitting...',
  success: 'Report submitted successfully',
  failure: 'Somthing went wrong try again later',
  servicesFailed: 'Failed to fetch data.',
} as const;
