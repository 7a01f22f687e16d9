import type { AppContext } from '../../../context';
import { isUniqueViolation } from '../../../lib/dbErrors';
import { checkNewPassword, hashPassword } from '../../../lib/passwords';
import { mobileTaken } from '../../accounts/contact';
import { insertAccount, isMobileTaken } from '../../accounts/repository';
import type { PartnerRegistration } from './forms';
import type { CheckedProof } from './idProofs';
import { insertPartnerProfile, insertIdProofs } from './repository';

/**
 * A new partner, pending an admin's verification, from a checked registration form (role,
 * verification and ids are not among its fields). Returns the new account's id.
 */
export async function registerPartner(context: AppContext, { fields: input, proofs }: PartnerRegistration): Promise<number> {
  checkNewPassword(input.password, 'password');
  if (await isMobileTaken(context.db, 'employee', input.mobile)) throw mobileTaken();

  const passwordHash = await hashPassword(input.password, context.config.passwordHashCost);
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
      await insertPartnerProfile(tx, {
        userId: account.id,
        dob: input.dob,
        gender: input.gender,
        partnerType: input.employeeType,
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
