import { bankDetailsSchema, partnerMessages, partnerProfileSchema } from './partner';

const profile = { name: 'Karthik Raja', email: 'k@example.in', mobile: '9876500010', address: 'Guindy, Chennai' };
const bank = { bankName: 'Canara Bank', accountNumber: '999', ifscCode: 'CNRB0001' };

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
});
