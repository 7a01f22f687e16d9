/**
 * scrypt's N in server tests: 2^10 hashes in about a millisecond where production's 2^15 takes a
 * tenth of a second, and tests sign up hundreds of accounts. Hashes keep their cost, so the
 * code that checks them is the production code.
 */
export const TEST_PASSWORD_HASH_COST = 2 ** 10;
