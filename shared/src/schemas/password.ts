import * as z from 'zod/mini';
import { defineTexts } from '@servenear/shared/i18n';
import type { RuleMessage } from './common';
import { tooLongMessage } from './texts';

/**
 * The one password rule of every role and screen that sets a password (sign-up, partner
 * registration, change and reset), after NIST SP 800-63B §3.1.1.2: at least 8 characters, no
 * composition rules, and not a common or breached password. The list check runs on the server
 * only (server/src/lib/passwords.ts): its 38,000 entries would cost every form's first paint,
 * and the form shows the server's message under the field like any other.
 * docs/decisions/0042-one-password-rule-with-a-common-password-list.md says why.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Longest password any form sets or checks. */
export const PASSWORD_MAX_LENGTH = 128;

/** customer §5 and partner §5's texts, their numbers raised to the one rule's. */
export const passwordMessages = defineTexts(
  {
    tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    tooCommon: 'This password is too common. Please choose one that is harder to guess.',
    required: 'Please enter your password.',
  },
  { hi: () => import('./password.hi.json'), ta: () => import('./password.ta.json') },
);

/** Its own message: "at least …" would otherwise be said of a long one too. */
export const passwordTooLong = { error: () => tooLongMessage(PASSWORD_MAX_LENGTH) };

/** A password being set: the length rule (the server adds the common-password list). */
export const newPasswordRule = (shortMessage: RuleMessage = () => passwordMessages.tooShort) =>
  z
    .string({ error: shortMessage })
    .check(z.minLength(PASSWORD_MIN_LENGTH, { error: shortMessage }), z.maxLength(PASSWORD_MAX_LENGTH, passwordTooLong));

/**
 * A password being checked at login: only present. An account made under an older, shorter
 * rule must still sign in, so nothing about its length is refused before the server compares it.
 */
export const enteredPassword = () =>
  z
    .string({ error: () => passwordMessages.required })
    .check(z.minLength(1, { error: () => passwordMessages.required }), z.maxLength(PASSWORD_MAX_LENGTH, passwordTooLong));
