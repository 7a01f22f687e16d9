import { employeeRegistrationSchema, fieldErrorsFromZod, type FieldErrors } from '@servenear/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/dbErrors';
import { unprocessable } from '../../lib/httpError';
import { hashPassword } from '../../lib/passwords';
import { firstMessages } from '../../plugins/errorHandler';
import { mobileTaken } from '../accounts/contact';
import { insertAccount, isMobileTaken } from '../accounts/repository';
import { readForm, TooManyFilesError, type MultipartBody } from '../uploads/multipart';
import { checkIdProofs, idProofLimits, idProofMessages, type CheckedProof } from './idProofs';
import { insertEmployeeProfile, insertIdProofs } from './repository';

async function readRegistrationForm(request: FastifyRequest): Promise<MultipartBody> {
  try {
    return await readForm(request, idProofLimits);
  } catch (error) {
    if (error instanceof TooManyFilesError) throw unprocessable({ images: [idProofMessages.tooMany] });
    throw error;
  }
}

/**
 * A new partner, pending an admin's verification. Role, verification and ids are never
 * read from the form: the schema keeps only the registration fields.
 */
export async function registerEmployee(context: AppContext, request: FastifyRequest): Promise<number> {
  const form = await readRegistrationForm(request);
  const errors: FieldErrors = {};
  const parsed = employeeRegistrationSchema.safeParse(form.fields);
  if (!parsed.success) Object.assign(errors, firstMessages(fieldErrorsFromZod(parsed.error)));
  const proofs = checkIdProofs(form.files, errors);
  if (!parsed.success || Object.keys(errors).length > 0) throw unprocessable(errors);
  const input = parsed.data;
  if (await isMobileTaken(context.db, 'employee', input.mobile)) throw mobileTaken();

  const passwordHash = await hashPassword(input.password);
  const stored = await Promise.all(proofs.map((proof) => storeProof(context, proof)));
  try {
    return await context.db.transaction(async (tx) => {
      const account = await insertAccount(tx, {
        role: 'employee',
        name: input.name,
        mobile: input.mobile,
        email: input.email,
        address: input.address,
        passwordHash,
        isVerified: false,
      });
      await insertEmployeeProfile(tx, {
        userId: account.id,
        dob: input.dob,
        gender: input.gender,
        employeeType: input.employeeType,
        experience: input.experience,
        description: input.description,
        bankName: input.bankName,
        accountNumber: input.accountNumber,
        ifscCode: input.ifcsCode,
        branchName: input.branchName || null,
        verificationStatus: 'pending',
      });
      await insertIdProofs(tx, stored.map((proof) => ({ ...proof, userId: account.id })));
      return account.id;
    });
  } catch (error) {
    await Promise.all(stored.map((proof) => context.uploads.remove('id-proofs', proof.fileName)));
    if (isUniqueViolation(error)) throw mobileTaken();
    throw error;
  }
}

async function storeProof(context: AppContext, proof: CheckedProof) {
  const fileName = await context.uploads.save('id-proofs', proof.bytes, proof.type);
  return { fileName, mime: proof.type.mime, size: proof.bytes.length };
}
