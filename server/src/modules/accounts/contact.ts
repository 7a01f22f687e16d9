import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/dbErrors';
import { unprocessable } from '../../lib/httpError';
import type { CheckedImage } from '../media/profileImage';
import { updateContact, type AccountRow, type ContactChanges } from './repository';
import { accountMessages } from './service';

export const mobileTaken = () => unprocessable({ mobile: [accountMessages.mobileTaken] });

/**
 * Saves name, e-mail, mobile, address and an optional new photo. The new file is stored
 * first and the old one deleted only after the row points to the new one; if the update
 * fails, the new file goes, so no orphan is left either way.
 */
export async function saveContactDetails(
  context: AppContext,
  account: AccountRow,
  changes: Omit<ContactChanges, 'imagePath'>,
  image: CheckedImage,
): Promise<AccountRow> {
  const stored = image ? await context.uploads.save('profile', image.bytes, image.type) : undefined;
  try {
    const updated = await updateContact(context.db, account.id, stored ? { ...changes, imagePath: stored } : changes);
    if (stored) await context.uploads.remove('profile', account.imagePath);
    return updated;
  } catch (error) {
    if (stored) await context.uploads.remove('profile', stored);
    // Two accounts taking the same number at once: the unique index decides.
    if (isUniqueViolation(error)) throw mobileTaken();
    throw error;
  }
}
