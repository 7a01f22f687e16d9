/** customer §5 'Report form' and §8 'Report': spelt as the spec spells them. */
export const reportTexts = {
  heading: 'Report and Queries',
  selectService: 'Select a service',
  submit: 'Submit',
  submitting: 'Submitting...',
  success: 'Report submitted successfully',
  failure: 'Somthing went wrong try again later',
  servicesFailed: 'Failed to fetch data.',
} as const;
