import { partnerMessages, type FieldErrors } from '@servenear/shared/schemas';
import { detectFileType, idProofTypes, type DetectedType } from '../../media/fileType';
import type { MultipartLimits, UploadedFile } from '../../media/multipart';
import { partnerTexts } from '../messages';

export const ID_PROOF_FIELDS = new Set(['images[]', 'images']);
export const MAX_ID_PROOFS = 3;
export const idProofLimits: MultipartLimits = { maxFileBytes: 5 * 1024 * 1024, maxFiles: MAX_ID_PROOFS };
export const idProofMessages = partnerTexts.idProof;

export interface CheckedProof {
  bytes: Buffer;
  type: DetectedType;
}

/** The images[] parts, each checked by content and size; any bad one refuses the whole set. */
export function checkIdProofs(files: UploadedFile[], errors: FieldErrors): CheckedProof[] {
  const proofs = files.filter((file) => ID_PROOF_FIELDS.has(file.field));
  if (proofs.length === 0) {
    errors.images = [partnerMessages.idProofRequired];
    return [];
  }
  const checked: CheckedProof[] = [];
  for (const proof of proofs) {
    const type = detectFileType(proof.bytes);
    if (proof.tooLarge || !type || !(idProofTypes as readonly string[]).includes(type.mime)) {
      errors.images = [idProofMessages.badFile];
      return [];
    }
    checked.push({ bytes: proof.bytes, type });
  }
  return checked;
}

/**
 * Where an ID proof opens, for its owner or an admin only (GET employee/id-proofs/{id}). The one
 * place that names it: when proofs move behind signed links, only this changes.
 */
export function idProofUrl(proofId: number): string {
  return `/api/employee/id-proofs/${proofId}`;
}
