import { z } from 'zod';

/** A text field that must not be blank after trimming; the same message when missing. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** The largest id a row can have (PostgreSQL integer): anything above names no row. */
export const MAX_DATABASE_ID = 2_147_483_647;

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
