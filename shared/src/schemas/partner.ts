import { z } from 'zod';
import { checkedBox, databaseId, emailPattern, indianMobile, requiredText } from './common';

/** partner §5 'Registration' and the fields of partner §3; spelt as the spec spells them. */
export const partnerMessages = {
  nameRequired: 'Name is required',
  mobileInvalid: 'Invalid mobile number',
  emailInvalid: 'Invalid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long.',
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
} as const;

export const genders = ['male', 'female', 'other'] as const;
export const registrationPartnerTypes = ['permenent', 'contract'] as const;

/** Longest mobile text taken before it is trimmed: ten digits and some stray blanks. */
const MOBILE_MAX_LENGTH = 20;

const mobile = z
  .string({ error: partnerMessages.mobileInvalid })
  .max(MOBILE_MAX_LENGTH, { error: partnerMessages.mobileInvalid })
  .trim()
  .regex(indianMobile, { error: partnerMessages.mobileInvalid });
const email = z.string({ error: partnerMessages.emailInvalid }).trim().max(254).regex(emailPattern, { error: partnerMessages.emailInvalid });

/** POST employee/employee-register (multipart; the ID proofs come as images[] beside these fields). */
export const partnerRegistrationSchema = z.object({
  name: requiredText(partnerMessages.nameRequired).pipe(z.string().max(120)),
  mobile,
  email,
  password: requiredText(partnerMessages.passwordRequired).pipe(
    z.string().min(6, { error: partnerMessages.passwordTooShort }).max(128),
  ),
  dob: requiredText(partnerMessages.dobRequired).pipe(
    z.iso.date({ error: partnerMessages.dobRequired }),
  ),
  gender: z.enum(genders, { error: partnerMessages.genderRequired }),
  address: requiredText(partnerMessages.addressRequired).pipe(z.string().max(300)),
  employeeType: z.enum(registrationPartnerTypes).default('permenent'),
  experience: requiredText(partnerMessages.experienceRequired).pipe(z.string().max(60)),
  description: requiredText(partnerMessages.descriptionRequired).pipe(z.string().max(2000)),
  bankName: requiredText(partnerMessages.bankNameRequired).pipe(z.string().max(120)),
  accountNumber: requiredText(partnerMessages.accountNumberRequired).pipe(z.string().max(34)),
  ifcsCode: requiredText(partnerMessages.ifcsCodeRequired).pipe(z.string().max(20)),
  /** partner §5: branch name is not checked. */
  branchName: z.string().trim().max(120).optional(),
  isChecked: checkedBox(partnerMessages.termsRequired),
});

/** POST employee/updateprofile (multipart, plus profile_image). */
export const partnerProfileSchema = z.object({
  name: requiredText(partnerMessages.nameRequired).pipe(z.string().max(120)),
  email,
  mobile,
  address: requiredText(partnerMessages.addressRequired).pipe(z.string().max(300)),
});

/** POST employee/updateprofile1: bank details (the id is the session's own, never the body's). */
export const bankDetailsSchema = z.object({
  bankName: requiredText(partnerMessages.bankNameRequired).pipe(z.string().max(120)),
  accountNumber: requiredText(partnerMessages.accountNumberRequired).pipe(z.string().max(34)),
  ifscCode: requiredText(partnerMessages.ifcsCodeRequired).pipe(z.string().max(20)),
  branchName: z.string().trim().max(120).optional(),
  /** partner §3 sends the account's id; it is checked as an id but never used. */
  id: z.optional(databaseId()),
});

export type PartnerProfileInput = z.input<typeof partnerProfileSchema>;
export type BankDetailsInput = z.input<typeof bankDetailsSchema>;

/** What the server's services take once a route (or a multipart form's check) has parsed the input. */
export type PartnerRegistrationFields = z.output<typeof partnerRegistrationSchema>;
export type PartnerProfileDetails = z.output<typeof partnerProfileSchema>;
export type PartnerBankDetails = z.output<typeof bankDetailsSchema>;
