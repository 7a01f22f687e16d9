import { z } from 'zod';
import './defaultMessages';
import { ID_PATTERN, MAX_DATABASE_ID, MAX_ID_LENGTH } from './id';

/** Longest text any field takes unless it says less (a description, a comment). */
export const LONGEST_TEXT = 5000;

/**
 * A text field that must not be blank after trimming; the same message when missing. At most
 * `max` characters once trimmed (the form's own limit where the spec gives one).
 */
export const requiredText = (message: string, max: number = LONGEST_TEXT, tooLongMessage = `Must be at most ${max} characters.`) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLongMessage });

/** A simple e-mail pattern, as the spec's forms use. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Exactly 10 digits (customer login, sign-up, booking, enquiries). */
export const tenDigitMobile = /^\d{10}$/;

/** An Indian mobile number: 10 digits starting 6 to 9 (partner registration, partner §9). */
export const indianMobile = /^[6-9]\d{9}$/;

/** Multipart and checkbox values arrive as strings: 'true', 'on', '1' mean ticked. */
export const checkedBox = (message: string) =>
  z.preprocess(
    (value) => value === true || value === 'true' || value === 'on' || value === '1' || value === 1,
    z.literal(true, { error: message }),
  );

/**
 * Control characters a text field refuses: everything below U+0020 except tab and newline (and
 * the carriage return a textarea sends with them), plus DEL. A NUL cannot be stored in
 * PostgreSQL text at all; the rest only ever arrive from scripts probing the server.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern.
export const FORBIDDEN_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const textMessages = {
  controlCharacters: 'Remove the control characters from this field.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  invalidId: 'Must be a positive whole number.',
} as const;

/** A string of at most `max` characters without control characters (tab and newline allowed). */
export const boundedText = (max: number, message?: string) =>
  z
    .string(message === undefined ? undefined : { error: message })
    .max(max, { error: message ?? textMessages.tooLong(max) })
    .refine((value) => !FORBIDDEN_CONTROL_CHARACTERS.test(value), { error: textMessages.controlCharacters });

/**
 * A row id written as text (a path segment or a query string, which are never anything else):
 * the rule of ./id.ts, parseId's answer for a string. Every refusal carries `message`.
 */
export const databaseIdText = (message: string = textMessages.invalidId) =>
  z.string({ error: message }).max(MAX_ID_LENGTH, { error: message }).regex(ID_PATTERN, { error: message }).transform(Number);

/**
 * A row id in a body (JSON or multipart): a whole number from 1 to MAX_DATABASE_ID, or its
 * digits as databaseIdText takes them, the rule of ./id.ts. So 12 and "12" are row 12, and
 * " 12", "012" or "1e3" no row at all: every id has one spelling and shares one rate limit.
 */
export const databaseId = (message: string = textMessages.invalidId) =>
  z.union([z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_DATABASE_ID, { error: message }), databaseIdText(message)], {
    error: message,
  });
