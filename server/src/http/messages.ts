import { defineTexts } from '@servenear/shared/i18n';

/**
 * The refusals any route may give (http/, plugins/, lib/dbErrors.ts, app.ts): sent in English by
 * the code that makes them and translated at the boundary (plugins/errorHandler.ts) when the
 * request reads another language (issue 41). The code keeps its English: these are looked up by it.
 */
export const httpTexts = defineTexts(
  {
    badRequest: 'Bad Request',
    notFound: 'Not Found',
    somethingWentWrong: 'Something went wrong',
    invalidValue: 'Invalid value.',
    tooManyRequests: 'Too many requests. Please try again later.',
    loginRequired: 'Please log in to continue.',
    notAllowed: 'You are not allowed to do this.',
    crossSite: 'Cross-site request refused.',
    body: {
      tooSlow: 'The request took too long to arrive. Please try again.',
      cutShort: 'The request was cut short. Please try again.',
    },
    upload: {
      unreadable: 'The upload could not be read.',
      tooLarge: 'The upload is too large.',
      tooManyParts: 'The upload has too many parts.',
    },
    /** lib/dbErrors.ts: what the database refused of a client's input. */
    database: {
      outOfRange: 'A number is out of range.',
      wrongFormat: 'A value has the wrong format.',
      nulCharacter: 'Text must not contain a NUL character.',
    },
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);
