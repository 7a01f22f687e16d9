import { defineTexts, fill } from '@servenear/shared/i18n';

/** The messages of the rules every text and id field follows (./common.ts, ./idSchemas.ts). */
export const textMessages = defineTexts(
  {
    controlCharacters: 'Remove the control characters from this field.',
    /** Filled with `tooLongMessage(max)`. */
    tooLong: 'Must be at most {max} characters.',
    invalidId: 'Must be a positive whole number.',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

/** 'Must be at most 120 characters.', in the language of the moment (the number as written, no grouping). */
export function tooLongMessage(max: number): string {
  return fill(textMessages.tooLong, { max: String(max) });
}
