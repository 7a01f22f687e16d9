import { newRequestKey } from './requestKey';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRequestKey', () => {
  it('is a fresh version-4 UUID each time', () => {
    const first = newRequestKey();
    expect(first).toMatch(uuidV4);
    expect(newRequestKey()).not.toBe(first);
  });

  it('still makes one where crypto.randomUUID is missing (a page served over plain http)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 20 }, () => newRequestKey()));
      expect(keys.size).toBe(20);
      for (const key of keys) expect(key).toMatch(uuidV4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
