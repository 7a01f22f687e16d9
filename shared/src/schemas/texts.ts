/** The messages of the rules every text and id field follows (./common.ts, ./idSchemas.ts). */
export const textMessages = {
  controlCharacters: 'Remove the control characters from this field.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  invalidId: 'Must be a positive whole number.',
} as const;
