import type { FastifyRequest } from 'fastify';
import {
  bankMessages,
  partnerProfileSchema,
  partnerRegistrationSchema,
  type PartnerProfileDetails,
  type PartnerRegistrationFields,
  type FieldErrors,
} from '@servenear/shared/schemas';
import { unprocessable } from '../../../lib/httpError';
import { checkFormFields, readForm, TooManyFilesError, type MultipartBody } from '../../media/multipart';
import { checkProfileImage, profileImageLimits, type CheckedImage } from '../../media/profileImage';
import { checkIdProofs, idProofLimits, idProofMessages, type CheckedProof } from './idProofs';
import { isKnownIfsc } from './ifsc';

/**
 * The partner's multipart forms (partner §7), read and checked before any service sees them:
 * a multipart route has no body schema, so the fields go through the browser form's own zod
 * schema here and the files are checked by their content. Every field at fault is answered at
 * once (422), the files' message beside the text fields'.
 */

/** POST employee/employee-register, checked: the registration fields and 1 to 3 ID proofs. */
export interface PartnerRegistration {
  fields: PartnerRegistrationFields;
  proofs: CheckedProof[];
}

/** POST employee/updateprofile, checked: contact details and an optional new photo. */
export interface PartnerProfileUpdate {
  details: PartnerProfileDetails;
  image: CheckedImage;
}

async function readRegistrationForm(request: FastifyRequest): Promise<MultipartBody> {
  try {
    return await readForm(request, idProofLimits);
  } catch (error) {
    // A fourth file is the ID proofs' fault: say so under their field.
    if (error instanceof TooManyFilesError) throw unprocessable({ images: [idProofMessages.tooMany] });
    throw error;
  }
}

/**
 * The registration form. Role, verification and ids are never read from it: the schema keeps
 * only the registration fields.
 */
export async function readPartnerRegistration(request: FastifyRequest): Promise<PartnerRegistration> {
  const form = await readRegistrationForm(request);
  const fields = checkFormFields(partnerRegistrationSchema, form.fields);
  const errors: FieldErrors = fields.success ? {} : { ...fields.errors };
  // A well-formed IFSC must also name a real branch (issue 36): the browser only knows the shape.
  if (fields.success && !isKnownIfsc(fields.data.ifcsCode)) errors.ifcsCode = [bankMessages.ifscUnknown];
  const proofs = checkIdProofs(form.files, errors);
  if (!fields.success || Object.keys(errors).length > 0) throw unprocessable(errors);
  return { fields: fields.data, proofs };
}

/** The profile form (multipart, or JSON without a photo). */
export async function readPartnerProfileUpdate(request: FastifyRequest): Promise<PartnerProfileUpdate> {
  const form = await readForm(request, profileImageLimits);
  const fields = checkFormFields(partnerProfileSchema, form.fields);
  const errors: FieldErrors = fields.success ? {} : { ...fields.errors };
  const image = checkProfileImage(form.files, errors);
  if (!fields.success || Object.keys(errors).length > 0) throw unprocessable(errors);
  return { details: fields.data, image };
}
