import { indianDate } from '@servenear/shared/domain';
import { bankDetailsSchema, bankMessages, isAdultOn, latestAdultBirthDate, partnerMessages, partnerProfileSchema, partnerRegistrationSchema } from './partner';

const profile = { name: 'Karthik Raja', email: 'k@example.in', mobile: '9876500010', address: 'Guindy, Chennai' };
const bank = { bankName: 'Canara Bank', accountHolderName: 'Karthik Raja', accountNumber: '110012345678', ifscCode: 'CNRB0000001' };

describe('partner schemas', () => {
  it('take a mobile number with stray blanks, but not an over-long one', () => {
    expect(partnerProfileSchema.parse({ ...profile, mobile: ' 9876500010 ' }).mobile).toBe('9876500010');
    const long = partnerProfileSchema.safeParse({ ...profile, mobile: '9'.repeat(21) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(partnerMessages.mobileInvalid);
  });

  it("check the bank form's account id as an id, and keep it optional", () => {
    expect(bankDetailsSchema.parse(bank).id).toBeUndefined();
    expect(bankDetailsSchema.parse({ ...bank, id: '12' }).id).toBe(12);
    for (const id of ['abc', 0, 2 ** 31]) expect(bankDetailsSchema.safeParse({ ...bank, id }).success).toBe(false);
  });

  it('refuse the bank details issue 36 saw saved: IFSC SBIN123 and XYZ, account 12ab, no holder', () => {
    for (const ifscCode of ['SBIN123', 'XYZ', 'SBIN1000691', 'SBIN00006911']) {
      expect(firstMessagesOf(bankDetailsSchema.safeParse({ ...bank, ifscCode })).ifscCode).toBe(bankMessages.ifscInvalid);
    }
    for (const accountNumber of ['12ab', '12345678', '1234567890123456789']) {
      expect(firstMessagesOf(bankDetailsSchema.safeParse({ ...bank, accountNumber })).accountNumber).toBe(bankMessages.accountNumberInvalid);
    }
    const { accountHolderName: _holder, ...withoutHolder } = bank;
    expect(firstMessagesOf(bankDetailsSchema.safeParse(withoutHolder)).accountHolderName).toBe(bankMessages.holderRequired);
    expect(firstMessagesOf(bankDetailsSchema.safeParse({ ...bank, ifscCode: '' })).ifscCode).toBe(partnerMessages.ifcsCodeRequired);
    expect(firstMessagesOf(bankDetailsSchema.safeParse({ ...bank, accountNumber: ' ' })).accountNumber).toBe(partnerMessages.accountNumberRequired);
  });

  it('tidy what a partner copies from a passbook: lower-case IFSC, blanks in the account number', () => {
    const parsed = bankDetailsSchema.parse({ ...bank, ifscCode: ' sbin0000691 ', accountNumber: '1100 1234 5678' });
    expect(parsed).toMatchObject({ ifscCode: 'SBIN0000691', accountNumber: '110012345678' });
  });
});

describe('partner registration age (issue 36)', () => {
  const registration = {
    name: 'Karthik Raja',
    mobile: '9876500010',
    email: 'k@example.in',
    password: 'a-long-password',
    gender: 'male',
    address: 'Guindy, Chennai',
    experience: '3 years',
    description: 'Plumbing',
    bankName: 'Canara Bank',
    accountHolderName: 'Karthik Raja',
    accountNumber: '110012345678',
    ifcsCode: 'CNRB0000001',
    isChecked: 'true',
  };

  it('refuses a date of birth in 2015 (age 11) and takes an adult', () => {
    const child = partnerRegistrationSchema.safeParse({ ...registration, dob: '2015-06-01' });
    expect(firstMessagesOf(child).dob).toBe(partnerMessages.tooYoung);
    expect(partnerRegistrationSchema.safeParse({ ...registration, dob: '1990-06-01' }).success).toBe(true);
    const today = indianDate(new Date());
    expect(partnerRegistrationSchema.safeParse({ ...registration, dob: latestAdultBirthDate(today) }).success).toBe(true);
  });

  it('counts 18 years to the day, 29 February from 1 March', () => {
    expect(isAdultOn('2008-11-29', '2026-11-29')).toBe(true);
    expect(isAdultOn('2008-11-30', '2026-11-29')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
    expect(latestAdultBirthDate('2026-11-29')).toBe('2008-11-29');
    expect(latestAdultBirthDate('2028-02-29')).toBe('2010-02-28');
  });
});

/** The first message per field, as the forms show them. */
function firstMessagesOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).reverse().map((issue) => [String(issue.path[0]), issue.message]));
}
