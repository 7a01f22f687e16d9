import type { PartnerBankDetails, LoginCredentials } from '@servenear/shared/schemas';
import type { PartnerProfileWire } from '@servenear/shared/wire';
import type { AppContext } from '../../../context';
import { HttpError, notFound } from '../../../lib/httpError';
import { mobileTaken, saveContactDetails } from '../../accounts/contact';
import { isMobileTaken, type AccountRow } from '../../accounts/repository';
import { asFlag, authenticate, imageUrl, loadAccount } from '../../accounts/service';
import type { SessionAccount } from '../../sessions/service';
import type { PartnerProfileUpdate } from './forms';
import { findPartnerProfile, findIdProof, updateBankDetails, type PartnerProfileRow, type IdProofRow } from './repository';

/**
 * A pending partner may sign in (the site shows the waiting note); a rejected one is told why.
 * The password is checked first, so the reason is only shown to the account's owner.
 */
export async function authenticatePartner(context: AppContext, credentials: LoginCredentials): Promise<AccountRow> {
  const account = await authenticate(context, 'employee', credentials);
  const profile = await findPartnerProfile(context.db, account.id);
  if (profile?.verificationStatus === 'rejected') {
    throw new HttpError(403, {}, `Your registration was not approved: ${profile.rejectionReason ?? ''}`);
  }
  return account;
}

async function loadProfile(context: AppContext, userId: number): Promise<PartnerProfileRow> {
  const profile = await findPartnerProfile(context.db, userId);
  if (!profile) throw notFound('Partner profile not found.');
  return profile;
}

/** partner §3 'Employee profile' plus the verification state the waiting note needs. */
export async function partnerProfile(context: AppContext, userId: number): Promise<PartnerProfileWire> {
  const account = await loadAccount(context, userId);
  const profile = await loadProfile(context, userId);
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    mobile: account.mobile,
    address: account.address,
    image_url: imageUrl(context.mediaLinks, account.imagePath),
    bankname: profile.bankName,
    account_number: profile.accountNumber,
    ifsc_code: profile.ifscCode,
    branch_name: profile.branchName,
    is_verified: asFlag(account.isVerified),
    verification_status: profile.verificationStatus,
    rejection_reason: profile.rejectionReason,
  };
}

/** Name, e-mail, mobile, address and photo of the session's own partner account. */
export async function updatePartnerProfile(context: AppContext, userId: number, { details, image }: PartnerProfileUpdate): Promise<void> {
  const account = await loadAccount(context, userId);
  if (await isMobileTaken(context.db, 'employee', details.mobile, userId)) throw mobileTaken();
  await saveContactDetails(
    context,
    account,
    { name: details.name, email: details.email, mobile: details.mobile, address: details.address },
    image,
  );
}

/** The session's own bank details; the body's id is ignored. */
export async function updatePartnerBank(context: AppContext, userId: number, input: PartnerBankDetails): Promise<void> {
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
  const proof = await findIdProof(context.db, proofId);
  if (!proof || (viewer.role !== 'admin' && proof.userId !== viewer.userId)) throw notFound('File not found.');
  return proof;
}
