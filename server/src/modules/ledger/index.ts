// The double-entry ledger (issue 38, decision 0055): the only record of money. Its balances
// (balances.ts) are read by ops' trial balance (ops.ts) and the tests.
export { postLedgerTransaction } from './post';
