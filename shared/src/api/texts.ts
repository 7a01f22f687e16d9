import { defineTexts } from '@servenear/shared/i18n';

/**
 * The API client's own words. A failed call's message stays English as it is made (like the
 * server's, it is localised where it is shown: `localiseMessage` in the forms and toasts); the
 * catalogues below are what that finds. The session-ended toast is said at once, so it is read
 * from here when it is said.
 */
const english = {
  /** The message of a reply that is not one of ours, or not the shape its call reads (the server never sends one). */
  unexpectedReply: 'Unexpected reply from the server',
  /** A refusal that names no reason of its own. A person reads this; never an HTTP status text. */
  refusedWithoutReason: 'That did not work. Please try again.',
  /** No reply at all (axios's words, which the partner screens show: partner §8). */
  networkError: 'Network Error',
  /** customer §6: what a page that loads the person's own data says when the session is gone. */
  sessionEnded: 'Please log in to access this page.',
} as const;

export const apiTexts = defineTexts(english, { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') });

/** The English the client writes into an ApiError (shown through localiseMessage). */
export const apiMessages = english;
