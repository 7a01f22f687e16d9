import * as z from 'zod/mini';
import { defineTexts } from '@servenear/shared/i18n';
import { indianDate } from '@servenear/shared/domain';
import { checkedBox, databaseId, emailPattern, indianMobile, requiredText } from './common';
import { bankMessages, ifscPattern, isAdultOn } from './partnerKyc';

export { ADULT_AGE, bankMessages, ifscPattern, isAdultOn, latestAdultBirthDate } from './partnerKyc';
import { newPasswordRule, PASSWORD_MIN_LENGTH } from './password';

/** partner §5 'Registration' and the fields of partner §3; spelt as the spec spells them. */
export const partnerMessages = defineTexts(
  {
    nameRequired: 'Name is required',
    mobileInvalid: 'Invalid mobile number',
    emailInvalid: 'Invalid email',
    passwordRequired: 'Password is required',
    /** passwordMessages.tooShort's words. */
    passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    dobRequired: 'Date of birth is required',
    genderRequired: 'Gender is required',
    addressRequired: 'Address is required',
    experienceRequired: 'Experience is required',
    descriptionRequired: 'Job details are required',
    bankNameRequired: 'Bank name is required',
    accountNumberRequired: 'Account number is required',
    ifcsCodeRequired: 'IFCS code is required',
    termsRequired: 'You must accept the terms and conditions',
    idProofRequired: 'At least one ID card proof (PDF or Image) is required',
    registered: 'Employee Registartion Successfully',
    tooYoung: 'You must be at least 18 years old to register.',
  },
  { hi: () => import('./partner.hi.json'), ta: () => import('./partner.ta.json') },
);

export const genders = ['male', 'female', 'other'] as const;
export const registrationPartnerTypes = ['permenent', 'contract'] as const;

/** Longest mobile text taken before it is trimmed: ten digits and some stray blanks. */
const MOBILE_MAX_LENGTH = 20;

const mobile = z
  .string({ error: () => partnerMessages.mobileInvalid })
  .check(z.maxLength(MOBILE_MAX_LENGTH, { error: () => partnerMessages.mobileInvalid }), z.trim(), z.regex(indianMobile, { error: () => partnerMessages.mobileInvalid }));
const email = z.string({ error: () => partnerMessages.emailInvalid }).check(z.trim(), z.maxLength(254), z.regex(emailPattern, { error: () => partnerMessages.emailInvalid }));

/*
 * Bank details (issue 36): the form checks the shapes; the server also looks the IFSC code up in
 * the RBI's list of branches (server/src/modules/partner/account/ifsc.ts), too big for a browser.
 */
const bankName = z.pipe(requiredText(() => partnerMessages.bankNameRequired), z.string().check(z.maxLength(120)));
const accountHolderName = z.pipe(
  requiredText(() => bankMessages.holderRequired),
  z.string().check(z.minLength(2, { error: () => bankMessages.holderRequired }), z.maxLength(120, { error: () => bankMessages.holderTooLong })),
);
/** Digits only; blanks a partner copies from a passbook are dropped. */
const accountNumber = z.pipe(
  z.pipe(
    z.string({ error: () => partnerMessages.accountNumberRequired }).check(z.maxLength(40, { error: () => bankMessages.accountNumberInvalid })),
    z.transform((value: string) => value.replace(/[\s-]/g, '')),
  ),
  z.string().check(z.minLength(1, { error: () => partnerMessages.accountNumberRequired }), z.regex(/^\d{9,18}$/, { error: () => bankMessages.accountNumberInvalid })),
);
/** Upper-cased and trimmed, then the RBI's shape: 4 letters, a 0, 6 letters or digits. */
const ifscCode = z.pipe(
  z.pipe(
    z.string({ error: () => partnerMessages.ifcsCodeRequired }).check(z.maxLength(20, { error: () => bankMessages.ifscInvalid })),
    z.transform((value: string) => value.trim().toUpperCase()),
  ),
  z.string().check(z.minLength(1, { error: () => partnerMessages.ifcsCodeRequired }), z.regex(ifscPattern, { error: () => bankMessages.ifscInvalid })),
);

/** POST employee/employee-register (multipart; the ID proofs come as images[] beside these fields). */
export const partnerRegistrationSchema = z.object({
  name: z.pipe(requiredText(() => partnerMessages.nameRequired), z.string().check(z.maxLength(120))),
  mobile,
  email,
  // Not trimmed: the password is the one the partner typed (the required check alone trims, to refuse blanks).
  password: z.pipe(
    z.string({ error: () => partnerMessages.passwordRequired }).check(z.refine((value) => value.trim() !== '', { error: () => partnerMessages.passwordRequired })),
    newPasswordRule(),
  ),
  dob: z.pipe(
    requiredText(() => partnerMessages.dobRequired),
    // Adults only (issue 36: an 11-year-old could register), counted on today's date in India.
    z.iso.date({ error: () => partnerMessages.dobRequired }).check(z.refine((dob) => isAdultOn(dob, indianDate(new Date())), { error: () => partnerMessages.tooYoung })),
  ),
  gender: z.enum(genders, { error: () => partnerMessages.genderRequired }),
  address: z.pipe(requiredText(() => partnerMessages.addressRequired), z.string().check(z.maxLength(300))),
  employeeType: z._default(z.enum(registrationPartnerTypes), 'permenent'),
  experience: z.pipe(requiredText(() => partnerMessages.experienceRequired), z.string().check(z.maxLength(60))),
  description: z.pipe(requiredText(() => partnerMessages.descriptionRequired), z.string().check(z.maxLength(2000))),
  bankName,
  accountHolderName,
  accountNumber,
  ifcsCode: ifscCode,
  /** partner §5: branch name is not checked. */
  branchName: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  isChecked: checkedBox(() => partnerMessages.termsRequired),
});

/** POST employee/updateprofile (multipart, plus profile_image). */
export const partnerProfileSchema = z.object({
  name: z.pipe(requiredText(() => partnerMessages.nameRequired), z.string().check(z.maxLength(120))),
  email,
  mobile,
  address: z.pipe(requiredText(() => partnerMessages.addressRequired), z.string().check(z.maxLength(300))),
});

/** POST employee/updateprofile1: bank details (the id is the session's own, never the body's). */
export const bankDetailsSchema = z.object({
  bankName,
  accountHolderName,
  accountNumber,
  ifscCode,
  branchName: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  /** partner §3 sends the account's id; it is checked as an id but never used. */
  id: z.optional(databaseId()),
});

export type PartnerProfileInput = z.input<typeof partnerProfileSchema>;
export type BankDetailsInput = z.input<typeof bankDetailsSchema>;

/** What the server's services take once a route (or a multipart form's check) has parsed the input. */
export type PartnerRegistrationFields = z.output<typeof partnerRegistrationSchema>;
export type PartnerProfileDetails = z.output<typeof partnerProfileSchema>;
export type PartnerBankDetails = z.output<typeof bankDetailsSchema>;
