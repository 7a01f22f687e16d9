import { defineTexts } from '@servenear/shared/i18n';

/** The form primitives' own words (issue 41: in the person's language). */
export const formTexts = defineTexts(
  {
    /** What a form says when its rules could not be loaded (no network): the next try loads them again. */
    rulesUnavailable: 'The form could not be checked. Please check your connection and try again.',
    /** The password box's toggle in words (the partner screens): the word shown, and the button's whole name. */
    password: {
      show: 'Show',
      hide: 'Hide',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
