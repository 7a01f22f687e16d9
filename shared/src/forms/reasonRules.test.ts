import type { Resolver } from 'react-hook-form';
import { reasonRules } from './reasonRules';

type ReasonForm = { reason: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<ReasonForm>>[2];
const check = (reason: string) => reasonRules({ reason }, undefined, options);
const refusal = { reason: { type: 'reason', message: 'Please tell us why, in 5 to 500 characters.' } };

test('refuses a reason under 5 or over 500 characters once trimmed, with the server’s message', async () => {
  expect((await check('  bad  ')).errors).toEqual(refusal);
  expect((await check('x'.repeat(501))).errors).toEqual(refusal);
});

test('sends a reason of 5 to 500 characters trimmed', async () => {
  expect(await check('  The tap still leaks  ')).toEqual({ values: { reason: 'The tap still leaks' }, errors: {} });
  expect((await check('x'.repeat(500))).errors).toEqual({});
});
