import { z } from 'zod';
import { requiredText, emailPattern, tenDigitMobile } from './common';

/** customer §5 'Login', 'Sign-up', 'OTP', 'New password'; partner §5 'Login'. Spelt as the spec spells them. */
export const authMessages = {
  mobileInvalid: 'Please enter a valid 10-digit mobile number.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  nameRequired: 'Please enter your name.',
  otpIncomplete: 'Please enter all OTP digits.',
  newPasswordTooShort: 'Password must be at least 5 characters long.',
  passwordsDiffer: 'Passwords do not match.',
  oldPasswordRequired: 'Old password is required.',
  emailInvalid: 'Please enter a valid email',
} as const;

const mobile = requiredText(authMessages.mobileInvalid).pipe(
  z.string().regex(tenDigitMobile, { error: authMessages.mobileInvalid }),
);
const loginPassword = z
  .string({ error: authMessages.passwordTooShort })
  .min(6, { error: authMessages.passwordTooShort })
  .max(128);

/** POST user/login and employee/login: { mobile, password }. */
export const loginSchema = z.object({ mobile, password: loginPassword });

/** POST user/user-register: { name, mobile, password }. */
export const signUpSchema = z.object({
  name: requiredText(authMessages.nameRequired).pipe(z.string().max(120)),
  mobile,
  password: loginPassword,
});

/** The four OTP boxes joined: exactly four digits. */
export const otpSchema = z.object({
  otp: z.string({ error: authMessages.otpIncomplete }).regex(/^\d{4}$/, { error: authMessages.otpIncomplete }),
});

/** POST user/resend-otp: { phoneNumber } (the server sends to the session's own number). */
export const resendOtpSchema = z.object({ phoneNumber: z.string().optional() });

/** POST user/forgot-password: the account's mobile number. */
export const forgotPasswordSchema = z.object({ mobile });

/** POST user/verify-reset-otp (ours): the code sent by forgot-password. */
export const resetCodeSchema = z.object({ mobile }).extend(otpSchema.shape);

const newPassword = z
  .string({ error: authMessages.newPasswordTooShort })
  .min(5, { error: authMessages.newPasswordTooShort })
  .max(128);

const confirmation = z.string({ error: authMessages.passwordsDiffer });
const passwordsMatch: [
  (value: { new_password: string; confirm_password?: string }) => boolean,
  { error: string; path: string[] },
] = [
  (value) => value.confirm_password === undefined || value.confirm_password === value.new_password,
  { error: authMessages.passwordsDiffer, path: ['confirm_password'] },
];

/** The reset and 'Create New Password' screens: new password and its confirmation. */
export const newPasswordSchema = z
  .object({ new_password: newPassword, confirm_password: confirmation })
  .refine(...passwordsMatch);

/** POST user/reset-password (ours): the reset token from verify-reset-otp, and the new password. */
export const resetPasswordSchema = z
  .object({ reset_token: z.string().min(20).max(200), new_password: newPassword, confirm_password: confirmation })
  .refine(...passwordsMatch);

/** The change-password screens (customer and partner). */
export const changePasswordFormSchema = z
  .object({
    old_password: requiredText(authMessages.oldPasswordRequired),
    new_password: newPassword,
    confirm_password: confirmation,
  })
  .refine(...passwordsMatch);

/** POST user/changepassword: customer §3 'Password change' sends old_password and
 * new_password; confirm_password is checked when a client sends it. */
export const changePasswordSchema = z
  .object({
    old_password: requiredText(authMessages.oldPasswordRequired),
    new_password: newPassword,
    confirm_password: z.string().optional(),
  })
  .refine(...passwordsMatch);

/** POST user/updateprofile (multipart, plus profile_image): customer §2 /user-edit fields. */
export const userProfileSchema = z.object({
  name: requiredText(authMessages.nameRequired).pipe(z.string().max(120)),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || emailPattern.test(value), { error: authMessages.emailInvalid })
    .optional(),
  mobile,
  address: z.string().trim().max(300).optional(),
});

export type LoginInput = z.input<typeof loginSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
export type UserProfileInput = z.input<typeof userProfileSchema>;
