import * as classic from 'zod';
import * as z from 'zod/mini';
import { en } from 'zod/v4/locales';
import { plainMessage } from './defaultMessages';
import { reportSchema } from './report';
import { serviceUploadSchema } from './partnerService';

/**
 * The browser loads zod/mini, which brings no locale: a message left to zod's English locale
 * would read 'Invalid input' there. These check that a person sees what they saw when the forms
 * ran on classic zod, which loads that locale.
 */
type Issue = z.core.$ZodIssue;
const messagesOf = (issues: readonly Issue[]) => issues.map((issue) => [issue.path.join('.'), issue.message]);

/** A mini schema's refusal, checked as the browser checks it: without zod's English locale. */
function refusalWithoutLocale(schema: z.core.$ZodType, input: unknown) {
  const config = z.config();
  const locale = config.localeError;
  config.localeError = undefined;
  try {
    const result = z.safeParse(schema, input);
    return result.success ? [] : messagesOf(result.error.issues);
  } finally {
    config.localeError = locale;
  }
}

/** A classic schema's refusal, with the English locale classic zod loads. */
function classicRefusal(schema: classic.ZodType, input: unknown) {
  classic.config(en());
  const result = schema.safeParse(input);
  return result.success ? [] : messagesOf(result.error.issues);
}

describe('default messages', () => {
  const englishLocale = en().localeError;
  const issues: z.core.$ZodRawIssue[] = [
    { code: 'not_multiple_of', divisor: 5, origin: 'number', input: 7 },
    { code: 'invalid_key', origin: 'record', issues: [], input: 'k' },
    { code: 'invalid_element', origin: 'map', key: 'k', issues: [], input: 1 },
    { code: 'invalid_union', errors: [], input: 1 },
    { code: 'invalid_union', errors: [], options: ['card', 'upi'], discriminator: 'kind', input: {} },
    { code: 'invalid_union', errors: [], inclusive: false, matches: [0, 1], input: 1 },
    { code: 'custom', input: 1 },
  ];

  it.each(issues.map((issue) => [issue.code, issue] as const))('words %s as zod’s English locale did', (_code, issue) => {
    expect(plainMessage(issue)).toBe(englishLocale(issue as never));
  });

  it('has a message of its own for every code, so no refusal is left to a locale', () => {
    const everyCode = [
      { code: 'invalid_type', expected: 'string', input: 1 },
      { code: 'too_big', origin: 'string', maximum: 3, input: 'abcd' },
      { code: 'too_small', origin: 'array', minimum: 1, input: [] },
      { code: 'invalid_format', format: 'regex', input: 'x' },
      { code: 'invalid_value', values: ['a', 'b'], input: 'c' },
      { code: 'unrecognized_keys', keys: ['x'], input: {} },
      ...issues,
    ] as z.core.$ZodRawIssue[];
    for (const issue of everyCode) expect(plainMessage(issue)).toEqual(expect.any(String));
  });

  it("reads a mini schema's refusal without a locale as classic zod's read with it", () => {
    const pairs: [z.core.$ZodType, classic.ZodType, unknown][] = [
      [z.number().check(z.multipleOf(5)), classic.number().multipleOf(5), 7],
      [z.record(z.string().check(z.minLength(2)), z.number()), classic.record(classic.string().min(2), classic.number()), { k: 1 }],
      [z.map(z.string(), z.number()), classic.map(classic.string(), classic.number()), new Map([['k', 'one']])],
      [z.union([z.string(), z.number()]), classic.union([classic.string(), classic.number()]), true],
      [
        z.discriminatedUnion('kind', [z.object({ kind: z.literal('card') }), z.object({ kind: z.literal('upi') })]),
        classic.discriminatedUnion('kind', [classic.object({ kind: classic.literal('card') }), classic.object({ kind: classic.literal('upi') })]),
        { kind: 'cash' },
      ],
      [z.string().check(z.refine((value) => value !== 'no')), classic.string().refine((value) => value !== 'no'), 'no'],
      [z.object({ name: z.string().check(z.maxLength(3)) }), classic.object({ name: classic.string().max(3) }), { name: 'Asha Verma' }],
      [z.object({ count: z.int() }), classic.object({ count: classic.int() }), { count: 'two' }],
      [z.iso.date(), classic.iso.date(), '2026-02-30'],
    ];
    for (const [mini, old, input] of pairs) {
      const now = refusalWithoutLocale(mini, input);
      expect(now).toEqual(classicRefusal(old, input));
      expect(now.length).toBeGreaterThan(0);
    }
  });

  it("words the shared forms' refusals without a locale as before", () => {
    expect(refusalWithoutLocale(reportSchema, { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', service: '3', description: 'Late', user_id: true })).toEqual([
      ['user_id', 'Invalid input'],
    ]);
    // The upload form as it opens: every field empty.
    const blank = { name: '', mobile: '', email: '', address: '', category: '', subCategory: '', service: '', customService: '', employeeType: '', description: '', checkbox: false };
    expect(refusalWithoutLocale(serviceUploadSchema, blank)).toEqual([
      ['name', 'Name is required'],
      ['mobile', 'Invalid mobile number'],
      ['email', 'Invalid email'],
      ['address', 'Address is required'],
      ['category', 'Please select a category'],
      ['subCategory', 'Please select a subcategory'],
      ['service', 'Please select a service'],
      ['employeeType', 'Please select an employee type'],
      ['checkbox', 'Please confirm that these details are correct'],
    ]);
  });
});
