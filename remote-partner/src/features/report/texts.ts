/** partner §8 'Report': spelt as the spec spells it (the form's own texts: @servenear/shared/report). */
export const reportTexts = {
  title: 'Report & Queries',
} as const;
