/**
 * The partner's KYC rules that need no zod (issue 36), so a form's hint and the server's checks
 * read the same numbers and texts.
 */

import { defineTexts } from '@servenear/shared/i18n';

/** Partners must be adults: the age of majority in India. */
export const ADULT_AGE = 18;

/** The RBI's IFSC shape: 4 letters (the bank), a 0, then 6 letters or digits (the branch). */
export const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const bankMessages = defineTexts(
  {
    holderRequired: 'Account holder name is required',
    holderTooLong: 'Account holder name must be at most 120 characters.',
    accountNumberInvalid: 'Account number must be 9 to 18 digits.',
    ifscInvalid: 'Enter a valid 11-character IFSC code, e.g. SBIN0000691.',
    ifscUnknown: 'This IFSC code does not match any bank branch. Please check it on your passbook or cheque.',
  },
  { hi: () => import('./partnerKyc.hi.json'), ta: () => import('./partnerKyc.ta.json') },
);

/**
 * Whether someone born on `dob` is ADULT_AGE or older on `today` (both YYYY-MM-DD). A birthday on
 * 29 February counts from 1 March in other years, as Indian law reads it.
 */
export function isAdultOn(dob: string, today: string): boolean {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  const comesOfAge = new Date(Date.UTC(year + ADULT_AGE, month - 1, day)).toISOString().slice(0, 10);
  return comesOfAge <= today;
}

/** The latest date of birth of an adult on `today`: the date field's `max`. */
export function latestAdultBirthDate(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // Date.UTC rolls 29 February over to 1 March in a common year; one day back is 28 February.
  const date = new Date(Date.UTC(year - ADULT_AGE, month - 1, day));
  if (date.getUTCDate() !== day) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}
