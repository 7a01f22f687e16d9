import type { FastifyRequest } from 'fastify';
import { userProfileSchema, type FieldErrors } from '@servenear/shared/schemas';
import { unprocessable } from '../../lib/httpError';
import { checkFormFields, readForm } from '../media/multipart';
import { checkProfileImage, profileImageLimits } from '../media/profileImage';
import type { ProfileUpdate } from './service';

/**
 * POST user/updateprofile's form (multipart, or JSON without a photo), read and checked: the
 * fields by the profile form's own schema (updateCustomerProfileEndpoint's body), the photo by
 * its content. Every field at fault is answered at once (422), the photo's message beside the
 * text fields'.
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileUpdate> {
  const form = await readForm(request, profileImageLimits);
  const fields = checkFormFields(userProfileSchema, form.fields);
  const errors: FieldErrors = fields.success ? {} : { ...fields.errors };
  const image = checkProfileImage(form.files, errors);
  if (!fields.success || Object.keys(errors).length > 0) throw unprocessable(errors);
  return { details: fields.data, image };
}
