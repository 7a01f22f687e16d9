import * as z from 'zod/mini';
import { partnerMessages, partnerRegistrationSchema } from '@servenear/shared/schemas';
import { registerTexts } from './texts';

/** partner §3: 1 to 3 ID proof files; the contract's limits for each one. */
export const idProofLimits = {
  maxFiles: 3,
  maxBytes: 5 * 1024 * 1024,
  accept: 'image/*,application/pdf',
} as const;

const idProofs = z
  .array(z.custom<File>((value) => value instanceof File))
  .check(z.minLength(1, { error: partnerMessages.idProofRequired }), z.maxLength(idProofLimits.maxFiles, { error: () => registerTexts.tooManyFiles }));

/** The registration form: the shared schema plus the ID proofs the form holds as files. */
export const registrationFormSchema = z.extend(partnerRegistrationSchema, { images: idProofs });

export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormOutput = z.output<typeof registrationFormSchema>;

export function isAcceptedProof(file: File): boolean {
  const typeOk = file.type.startsWith('image/') || file.type === 'application/pdf';
  return typeOk && file.size <= idProofLimits.maxBytes;
}

/** Today as YYYY-MM-DD in the partner's own time zone: the latest possible date of birth. */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
