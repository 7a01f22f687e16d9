import { bankDetailsSchema, employeeProfileSchema, fieldErrorsFromZod, type FieldErrors } from '@servenear/shared/schemas';
import type { AppContext } from '../../context';
import { HttpError, notFound, unprocessable } from '../../lib/httpError';
import { firstMessages } from '../../plugins/errorHandler';
import { mobileTaken, saveContactDetails } from '../accounts/contact';
import { isMobileTaken, type AccountRow } from '../accounts/repository';
import { asFlag, authenticate, imageUrl, loadAccount } from '../accounts/service';
import type { SessionAccount } from '../sessions/service';
import type { MultipartBody } from '../uploads/multipart';
import { checkProfileImage } from '../uploads/profileImage';
import { findEmployeeProfile, findIdProof, updateBankDetails, type EmployeeProfileRow, type IdProofRow } from './repository';

/**
 * A pending partner may sign in (the site shows the waiting note); a rejected one is told why.
 * The password is checked first, so the reason is only shown to the account's owner.
 */
export async function authenticateEmployee(context: AppContext, body: unknown): Promise<AccountRow> {
  const account = await authenticate(context, 'employee', body);
  const profile = await findEmployeeProfile(context.db, account.id);
  if (profile?.verificationStatus === 'rejected') {
    throw new HttpError(403, {}, `Your registration was not approved: ${profile.rejectionReason ?? ''}`);
  }
  return account;
}

async function loadProfile(context: AppContext, userId: number): Promise<EmployeeProfileRow> {
  const profile = await findEmployeeProfile(context.db, userId);
  if (!profile) throw notFound('Partner profile not found.');
  return profile;
}

/** partner §3 'Employee profile' plus the verification state the waiting note needs. */
export async function employeeProfile(context: AppContext, userId: number) {
  const account = await loadAccount(context, userId);
  const profile = await loadProfile(context, userId);
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    mobile: account.mobile,
    address: account.address,
    image_url: imageUrl(account.imagePath),
    bankname: profile.bankName,
    account_number: profile.accountNumber,
    ifsc_code: profile.ifscCode,
    branch_name: profile.branchName,
    is_verified: asFlag(account.isVerified),
    verification_status: profile.verificationStatus,
    rejection_reason: profile.rejectionReason,
  };
}

export async function updateEmployeeProfile(context: AppContext, userId: number, form: MultipartBody): Promise<void> {
  const errors: FieldErrors = {};
  const parsed = employeeProfileSchema.safeParse(form.fields);
  if (!parsed.success) Object.assign(errors, firstMessages(fieldErrorsFromZod(parsed.error)));
  const image = checkProfileImage(form.files, errors);
  if (!parsed.success || Object.keys(errors).length > 0) throw unprocessable(errors);
  const input = parsed.data;
  const account = await loadAccount(context, userId);
  if (await isMobileTaken(context.db, 'employee', input.mobile, userId)) throw mobileTaken();
  await saveContactDetails(context, account, { ...input }, image);
}

/** The session's own bank details; the body's id is ignored. */
export async function updateEmployeeBank(context: AppContext, userId: number, body: unknown): Promise<void> {
  const input = bankDetailsSchema.parse(body ?? {});
  await loadProfile(context, userId);
  await updateBankDetails(context.db, userId, {
    bankName: input.bankName,
    accountNumber: input.accountNumber,
    ifscCode: input.ifscCode,
    branchName: input.branchName || null,
  });
}

/** An ID proof for its owner or an admin; for anyone else it does not exist. */
export async function idProofFor(context: AppContext, viewer: SessionAccount, proofId: number): Promise<IdProofRow> {
  const proof = Number.isSafeInteger(proofId) ? await findIdProof(context.db, proofId) : undefined;
  if (!proof || (viewer.role !== 'admin' && proof.userId !== viewer.userId)) throw notFound('File not found.');
  return proof;
}
