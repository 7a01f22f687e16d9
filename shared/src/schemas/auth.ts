import * as z from 'zod/mini';
import { defineTexts } from '@servenear/shared/i18n';
import { requiredText, emailPattern, tenDigitMobile } from './common';
import { enteredPassword, newPasswordRule, passwordTooLong, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';

/** customer §5 'Login', 'Sign-up', 'OTP', 'New password'; partner §5 'Login'. Spelt as the spec spells them. */
export const authMessages = defineTexts(
  {
    mobileInvalid: 'Please enter a valid 10-digit mobile number.',
    /** passwordMessages.tooShort's words. */
    passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    nameRequired: 'Please enter your name.',
    otpIncomplete: 'Please enter all OTP digits.',
    newPasswordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    passwordsDiffer: 'Passwords do not match.',
    oldPasswordRequired: 'Old password is required.',
    emailInvalid: 'Please enter a valid email',
  },
  { hi: () => import('./auth.hi.json'), ta: () => import('./auth.ta.json') },
);

/**
 * Blanks pasted around a number: every Unicode White_Space character (U+0085 and U+00A0 included)
 * and U+FEFF. The login limits count the number after this schema, so padding is no new allowance.
 */
const surroundingBlanks = /^[\p{White_Space}\uFEFF]+|[\p{White_Space}\uFEFF]+$/gu;

/** Longest mobile text taken before the blanks are stripped: a number and generous padding. */
const MOBILE_MAX_LENGTH = 40;

const mobile = z.pipe(
  z.pipe(
    z.string({ error: () => authMessages.mobileInvalid }).check(z.maxLength(MOBILE_MAX_LENGTH, { error: () => authMessages.mobileInvalid })),
    z.transform((value: string) => value.replace(surroundingBlanks, '')),
  ),
  z.string().check(z.regex(tenDigitMobile, { error: () => authMessages.mobileInvalid })),
);

/** POST user/login and employee/login: { mobile, password }; an older, shorter password still signs in. */
export const loginSchema = z.object({ mobile, password: enteredPassword() });

/** POST user/user-register: { name, mobile, password }. */
export const signUpSchema = z.object({
  name: requiredText(() => authMessages.nameRequired, 120),
  mobile,
  password: newPasswordRule(),
});

/** The four OTP boxes joined: exactly four digits. */
export const otpSchema = z.object({
  otp: z
    .string({ error: () => authMessages.otpIncomplete })
    .check(z.maxLength(4, { error: () => authMessages.otpIncomplete }), z.regex(/^\d{4}$/, { error: () => authMessages.otpIncomplete })),
});

/** POST user/resend-otp: { phoneNumber } (the server sends to the session's own number). */
export const resendOtpSchema = z.object({ phoneNumber: z.optional(z.string().check(z.maxLength(MOBILE_MAX_LENGTH))) });

/** POST user/forgot-password: the account's mobile number. */
export const forgotPasswordSchema = z.object({ mobile });

/** POST user/verify-reset-otp (ours): the code sent by forgot-password. */
export const resetCodeSchema = z.extend(z.object({ mobile }), otpSchema.shape);

const newPassword = newPasswordRule();

const confirmation = z.string({ error: () => authMessages.passwordsDiffer }).check(z.maxLength(PASSWORD_MAX_LENGTH, passwordTooLong));
const passwordsMatch: [
  (value: { new_password: string; confirm_password?: string }) => boolean,
  { error: () => string; path: string[] },
] = [
  (value) => value.confirm_password === undefined || value.confirm_password === value.new_password,
  { error: () => authMessages.passwordsDiffer, path: ['confirm_password'] },
];

/** The reset and 'Create New Password' screens: new password and its confirmation. */
export const newPasswordSchema = z
  .object({ new_password: newPassword, confirm_password: confirmation })
  .check(z.refine(...passwordsMatch));

/** POST user/reset-password (ours): the reset token from verify-reset-otp, and the new password. */
export const resetPasswordSchema = z
  .object({ reset_token: z.string().check(z.minLength(20), z.maxLength(200)), new_password: newPassword, confirm_password: confirmation })
  .check(z.refine(...passwordsMatch));

/** The change-password screens (customer and partner). */
export const changePasswordFormSchema = z
  .object({
    old_password: requiredText(() => authMessages.oldPasswordRequired),
    new_password: newPassword,
    confirm_password: confirmation,
  })
  .check(z.refine(...passwordsMatch));

/** POST user/changepassword: customer §3 'Password change' sends old_password and
 * new_password; confirm_password is checked when a client sends it. */
export const changePasswordSchema = z
  .object({
    old_password: requiredText(() => authMessages.oldPasswordRequired),
    new_password: newPassword,
    confirm_password: z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH))),
  })
  .check(z.refine(...passwordsMatch));

/** POST user/updateprofile (multipart, plus profile_image): customer §2 /user-edit fields. */
export const userProfileSchema = z.object({
  name: requiredText(() => authMessages.nameRequired, 120),
  email: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(254),
        z.refine((value) => value === '' || emailPattern.test(value), { error: () => authMessages.emailInvalid }),
      ),
  ),
  mobile,
  address: z.optional(z.string().check(z.trim(), z.maxLength(300))),
});

export type LoginInput = z.input<typeof loginSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
export type UserProfileInput = z.input<typeof userProfileSchema>;

/** What the server's services take once a route's schema has checked the request. */
export type LoginCredentials = z.output<typeof loginSchema>;
export type SignUp = z.output<typeof signUpSchema>;
export type ResetCode = z.output<typeof resetCodeSchema>;
export type PasswordReset = z.output<typeof resetPasswordSchema>;
export type PasswordChange = z.output<typeof changePasswordSchema>;
export type ProfileDetails = z.output<typeof userProfileSchema>;
