import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and hash, never the password', async () => {
    const stored = await hashPassword('demo1234');

    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('demo1234');
    expect(await hashPassword('demo1234')).not.toBe(stored);
  });

  it('accepts the right password and refuses others', async () => {
    const stored = await hashPassword('demo1234');

    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo12345', stored)).toBe(false);
    expect(await verifyPassword('demo1234', 'not-a-hash')).toBe(false);
  });
});
