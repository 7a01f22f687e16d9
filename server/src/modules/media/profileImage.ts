import type { FieldErrors } from '@servenear/shared/schemas';
import { detectFileType, isImageType, type DetectedType } from './fileType';
import { mediaTexts } from './messages';
import type { MultipartLimits, UploadedFile } from './multipart';

export const PROFILE_IMAGE_FIELD = 'profile_image';
export const profileImageLimits: MultipartLimits = { maxFileBytes: 2 * 1024 * 1024, maxFiles: 1 };

export type CheckedImage = { bytes: Buffer; type: DetectedType } | undefined;

/** The profile_image part, checked by content and size; errors go into the form's error map. */
export function checkProfileImage(files: UploadedFile[], errors: FieldErrors): CheckedImage {
  const file = files.find((candidate) => candidate.field === PROFILE_IMAGE_FIELD);
  if (!file) return undefined;
  const type = detectFileType(file.bytes);
  if (file.tooLarge || !type || !isImageType(type.mime)) {
    errors[PROFILE_IMAGE_FIELD] = [mediaTexts.profileImage];
    return undefined;
  }
  return { bytes: file.bytes, type };
}
