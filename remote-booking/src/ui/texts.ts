/** What every booking page says while its data is not there (customer §8 'Lists and load'). */
export const loadTexts = {
  loadFailed: 'Failed to fetch data.',
  retry: 'Retry',
} as const;
