import { z } from 'zod';
import { databaseId, textMessages } from './common';
import { databaseIdText } from './idSchemas';
import { ID_PATTERN, MAX_DATABASE_ID, MAX_ID_LENGTH, parseId } from './id';
import { reportSchema } from './report';

/** What the issue found the old parsers disagreeing on, and the cases around it. */
const notIds: unknown[] = [
  '1e3',
  ' 1',
  '1 ',
  '\t1\n',
  '01',
  '00',
  '-1',
  '+1',
  '0',
  '1.0',
  '1.5',
  '0x1f',
  '１２', // full-width digits
  '2147483648',
  '9999999999',
  '99999999999999999999',
  '',
  'abc',
  'NaN',
  'Infinity',
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  null,
  undefined,
  [1],
  { id: 1 },
];

describe('an id (shared/src/schemas/id.ts)', () => {
  it('is 1 to 2147483647, as digits without anything else or as a whole number', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId(12)).toBe(12);
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(MAX_DATABASE_ID);
    expect(parseId(MAX_DATABASE_ID)).toBe(MAX_DATABASE_ID);
    expect(parseId(12.0)).toBe(12);
  });

  it.each(notIds.map((value) => [value]))('is not %p', (value) => {
    expect(parseId(value)).toBeNull();
  });

  it('has a pattern that takes exactly the digits of 1 to MAX_DATABASE_ID', () => {
    // Around every digit of the largest id, where the pattern's alternatives meet, and at each length.
    const top = String(MAX_DATABASE_ID);
    const edges = new Set<number>([1, 9, 10, 99, 100, 999_999_999, 1_000_000_000, 1_999_999_999, 2_000_000_000]);
    for (let index = 0; index < top.length; index += 1) {
      const stem = Number(top.slice(0, index + 1)) * 10 ** (top.length - index - 1);
      for (const near of [-1, 0, 1]) edges.add(stem + near);
    }
    for (let around = -3; around <= 3; around += 1) edges.add(MAX_DATABASE_ID + around);
    for (const value of edges) {
      expect([value, ID_PATTERN.test(String(value))]).toEqual([value, value >= 1 && value <= MAX_DATABASE_ID]);
    }
    expect(String(MAX_DATABASE_ID)).toHaveLength(MAX_ID_LENGTH);
  });
});

describe('the route schemas of an id', () => {
  const body = z.object({ id: databaseId() });
  const path = z.object({ id: databaseIdText() });

  it('take what parseId takes, and refuse the rest with one message', () => {
    for (const value of ['12', 12, '2147483647', 2147483647, ...notIds]) {
      const parsed = body.safeParse({ id: value });
      expect([value, parsed.success ? parsed.data.id : null]).toEqual([value, parseId(value)]);
      if (!parsed.success) expect(new Set(parsed.error.issues.map((issue) => issue.message))).toEqual(new Set([textMessages.invalidId]));
    }
  });

  it('take only text in a path: the digits', () => {
    expect(path.parse({ id: '12' }).id).toBe(12);
    for (const value of [12, ...notIds]) expect([value, path.safeParse({ id: value }).success]).toEqual([value, false]);
  });

  it('carry a form’s own message', () => {
    const report = reportSchema.safeParse({ name: 'Asha', email: 'asha@example.in', mobile: '9876543210', service: '1e3', description: 'Late' });
    expect(report.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['service'], 'Please select a service.']]);
    expect(reportSchema.shape.service.parse('12')).toBe(12);
  });

  it('are documented as what they take', () => {
    const digits = { type: 'string', maxLength: MAX_ID_LENGTH, pattern: ID_PATTERN.source };
    expect(z.toJSONSchema(databaseIdText(), { io: 'input' })).toMatchObject(digits);
    expect(z.toJSONSchema(databaseId(), { io: 'input' })).toMatchObject({
      anyOf: [{ type: 'integer', minimum: 1, maximum: MAX_DATABASE_ID }, digits],
    });
  });
});
