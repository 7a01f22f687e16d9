import { DEFAULT_PASSWORD_HASH_COST, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and hash, never the password', async () => {
    const stored = await hashPassword('demo1234', DEFAULT_PASSWORD_HASH_COST);

    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('demo1234');
    expect(await hashPassword('demo1234', DEFAULT_PASSWORD_HASH_COST)).not.toBe(stored);
  });

  it('accepts the right password and refuses others', async () => {
    const stored = await hashPassword('demo1234', DEFAULT_PASSWORD_HASH_COST);

    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo12345', stored)).toBe(false);
    expect(await verifyPassword('demo1234', 'not-a-hash')).toBe(false);
  });

  it('checks a hash at the cost it was made with, whatever the cost of new hashes is now', async () => {
    const cheap = await hashPassword('demo1234', 2 ** 10);

    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('demo1234', cheap)).toBe(true);
    expect(await verifyPassword('demo12345', cheap)).toBe(false);
  });
});
