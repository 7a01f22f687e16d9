import { fill } from '@servenear/shared/i18n';
import { bankMessages, type PartnerBankDetails, type LoginCredentials } from '@servenear/shared/schemas';
import type { PartnerProfileWire } from '@servenear/shared/wire';
import type { AppContext } from '../../../context';
import { HttpError, notFound, unprocessable } from '../../../lib/httpError';
import { saveContactDetails } from '../../accounts/contact';
import { requestMobileChange } from '../../accounts/mobileChange';
import type { AccountRow } from '../../accounts/repository';
import { asFlag, authenticate, imageUrl, loadAccount } from '../../accounts/service';
import type { SessionAccount } from '../../sessions/service';
import type { PartnerProfileUpdate } from './forms';
import { recordPartnerAccountEvent } from '../../notifications/record';
import { mediaTexts } from '../../media/messages';
import { bankNameOf } from './ifsc';
import { partnerTexts } from '../messages';
import { partnerCodeMessages } from './mobileCode';
import { findPartnerProfile, findIdProof, updateBankDetails, type PartnerProfileRow, type IdProofRow } from './repository';

export const partnerAccountMessages = partnerTexts.account;

/**
 * A pending partner may sign in (the site shows the waiting note); a rejected one is told why.
 * The password is checked first, so the reason is only shown to the account's owner.
 */
export async function authenticatePartner(context: AppContext, credentials: LoginCredentials): Promise<AccountRow> {
  const account = await authenticate(context, 'employee', credentials);
  const profile = await findPartnerProfile(context.db, account.id);
  if (profile?.verificationStatus === 'rejected') {
    throw new HttpError(403, {}, fill(partnerAccountMessages.notApproved, { reason: profile.rejectionReason ?? '' }));
  }
  if (profile?.verificationStatus === 'suspended') throw new HttpError(403, {}, fill(partnerAccountMessages.suspended, { reason: profile.suspensionReason ?? '' }));
  // The page then shows the code step (errors.otp); Resend there texts a new code.
  if (profile && profile.mobileConfirmedAt === null) {
    throw new HttpError(403, { otp: [partnerCodeMessages.confirmFirst] }, partnerCodeMessages.confirmFirst);
  }
  return account;
}

async function loadProfile(context: AppContext, userId: number): Promise<PartnerProfileRow> {
  const profile = await findPartnerProfile(context.db, userId);
  if (!profile) throw notFound(partnerAccountMessages.profileNotFound);
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
    account_holder_name: profile.accountHolderName,
    payout_hold: profile.payoutHold,
    is_verified: asFlag(account.isVerified),
    verification_status: profile.verificationStatus,
    rejection_reason: profile.rejectionReason,
    pending_mobile: account.pendingMobile,
  };
}

/**
 * Name, e-mail, address and photo of the session's own partner account; a new mobile number
 * waits for the code texted to it (accounts/mobileChange.ts). True when a code went out.
 */
export async function updatePartnerProfile(context: AppContext, userId: number, { details, image }: PartnerProfileUpdate, ip: string): Promise<boolean> {
  const account = await loadAccount(context, userId);
  await requestMobileChange(context, account, details.mobile, ip);
  const updated = await saveContactDetails(
    context,
    await loadAccount(context, userId),
    { name: details.name, email: details.email, mobile: account.mobile ?? details.mobile, address: details.address },
    image,
  );
  return updated.pendingMobile !== null;
}

/**
 * The session's own bank details; the body's id is ignored. The IFSC must name a real branch,
 * and the bank's name is the dataset's. A change of where the money goes puts payouts on hold
 * until ops check the new details (issue 36), and the partner is told in the app and by SMS, so
 * whoever changed them with a stolen session is found out. Returns the message to show.
 */
export async function updatePartnerBank(context: AppContext, userId: number, input: PartnerBankDetails): Promise<string> {
  const profile = await loadProfile(context, userId);
  const bankName = bankNameOf(input.ifscCode);
  if (!bankName) throw unprocessable({ ifscCode: [bankMessages.ifscUnknown] });
  const changed =
    profile.accountNumber !== input.accountNumber || profile.ifscCode !== input.ifscCode || profile.accountHolderName !== input.accountHolderName;
  const at = context.clock();
  await context.db.transaction(async (tx) => {
    await updateBankDetails(tx, userId, {
      bankName,
      accountHolderName: input.accountHolderName,
      accountNumber: input.accountNumber,
      ifscCode: input.ifscCode,
      branchName: input.branchName || null,
      ...(changed ? { payoutHold: true, bankChangedAt: at } : {}),
    });
    if (changed) await recordPartnerAccountEvent(tx, userId, { kind: 'bank_details_changed' }, at);
  });
  // The SMS goes with the notification, through the job queue (notifications/smsTexts.ts).
  return changed ? partnerAccountMessages.bankSavedOnHold : partnerAccountMessages.bankSaved;
}

/** An ID proof for its owner or an admin; for anyone else it does not exist. */
export async function idProofFor(context: AppContext, viewer: SessionAccount, proofId: number): Promise<IdProofRow> {
  const proof = await findIdProof(context.db, proofId);
  if (!proof || (viewer.role !== 'admin' && proof.userId !== viewer.userId)) throw notFound(mediaTexts.fileNotFound);
  return proof;
}
