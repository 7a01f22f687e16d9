import * as z from 'zod/mini';
import './defaultMessages';
import { textMessages, tooLongMessage } from './texts';

/**
 * A rule's message: a function reading a text (`() => texts.nameRequired`), called when the rule
 * refuses a value, so the message is in the language of that moment (the tab's, or on the server
 * the request's) although the schema was built once, at import; or a fixed string.
 */
export type RuleMessage = string | (() => string);

/** Longest text any field takes unless it says less (a description, a comment). */
export const LONGEST_TEXT = 5000;

/**
 * A text field that must not be blank after trimming; the same message when missing. At most
 * `max` characters once trimmed (the form's own limit where the spec gives one).
 */
export const requiredText = (message: RuleMessage, max: number = LONGEST_TEXT, tooLong: RuleMessage = () => tooLongMessage(max)) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: tooLong }));

/** A simple e-mail pattern, as the spec's forms use. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Exactly 10 digits (customer login, sign-up, booking, enquiries). */
export const tenDigitMobile = /^\d{10}$/;

/** An Indian mobile number: 10 digits starting 6 to 9 (partner registration, partner §9). */
export const indianMobile = /^[6-9]\d{9}$/;

/** Multipart and checkbox values arrive as strings: 'true', 'on', '1' mean ticked. */
export const checkedBox = (message: RuleMessage) =>
  z.pipe(
    z.transform((value: unknown) => value === true || value === 'true' || value === 'on' || value === '1' || value === 1),
    z.literal(true, { error: message }),
  );

/**
 * Control characters a text field refuses: everything below U+0020 except tab and newline (and
 * the carriage return a textarea sends with them), plus DEL. A NUL cannot be stored in
 * PostgreSQL text at all; the rest only ever arrive from scripts probing the server.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern.
export const FORBIDDEN_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export { textMessages, tooLongMessage } from './texts';

/** A string of at most `max` characters without control characters (tab and newline allowed). */
export const boundedText = (max: number, message?: RuleMessage) =>
  z
    .string(message === undefined ? undefined : { error: message })
    .check(
      z.maxLength(max, { error: message ?? (() => tooLongMessage(max)) }),
      z.refine((value) => !FORBIDDEN_CONTROL_CHARACTERS.test(value), { error: () => textMessages.controlCharacters }),
    );

export { databaseId, idParams } from './idSchemas';
