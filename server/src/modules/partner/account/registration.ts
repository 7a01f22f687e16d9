import type { AppContext } from '../../../context';
import { isUniqueViolation } from '../../../lib/dbErrors';
import { checkNewPassword, hashPassword } from '../../../lib/passwords';
import { mobileTaken } from '../../accounts/contact';
import { insertAccount, isMobileTaken } from '../../accounts/repository';
import type { PartnerRegistration } from './forms';
import { bankNameOf } from './ifsc';
import { insertPartnerProfile, insertIdProofs } from './repository';

/**
 * A new partner, pending an admin's verification, from a checked registration form (role,
 * verification and ids are not among its fields). Returns the new account's id.
 */
export async function registerPartner(context: AppContext, { fields: input, proofs }: PartnerRegistration): Promise<number> {
  checkNewPassword(input.password, 'password');
  if (await isMobileTaken(context.db, 'employee', input.mobile)) throw mobileTaken();

  const passwordHash = await hashPassword(input.password, context.config.passwordHashCost);
  // One after another, and all or none: a proof that does not decode leaves no other behind.
  const stored = await context.uploads.saveAll('id-proofs', proofs);
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
        // The dataset's name for the IFSC's bank, not what was typed ("X" was saved before issue 36).
        bankName: bankNameOf(input.ifcsCode) ?? input.bankName,
        accountHolderName: input.accountHolderName,
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
