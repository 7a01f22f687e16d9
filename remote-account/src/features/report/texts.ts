/** customer §8 'Report': spelt as the spec spells it (the form's own texts: @servenear/shared/report). */
export const reportTexts = {
  heading: 'Report and Queries',
} as const;
