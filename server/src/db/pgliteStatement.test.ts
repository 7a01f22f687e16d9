// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import type { PGlite } from '@electric-sql/pglite';
import { createTemplatePglite } from '../../test/testDb';
import { runGenericStatement } from './pgliteStatement';

let client: PGlite;
beforeAll(async () => {
  client = await createTemplatePglite();
  await client.exec(`CREATE TABLE things (id int PRIMARY KEY, label text, weight float8);
    INSERT INTO things VALUES (1, 'one', 1.5), (2, NULL, 2), (3, 'three', NULL)`);
});
afterAll(() => client.close());

const planMode = async () => (await client.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0]!.plan_cache_mode;

describe('a named statement on PGlite, bound on a generic plan', () => {
  it('answers rows as arrays: int and float8 as numbers, text as strings, null as null', async () => {
    const rows = await runGenericStatement(client, 'things_by_ids', 'SELECT id, label, weight FROM things WHERE id = ANY($1::int[]) ORDER BY id', [[1, 2, 3]]);
    expect(rows).toEqual([
      [1, 'one', 1.5],
      [2, null, 2],
      [3, 'three', null],
    ]);
    // Parsed once, bound again with other values.
    expect(await runGenericStatement(client, 'things_by_ids', 'SELECT id, label, weight FROM things WHERE id = ANY($1::int[]) ORDER BY id', [[2]])).toEqual([[2, null, 2]]);
  });

  it('plans it generically and leaves the session planning every other statement as before', async () => {
    const before = await planMode();
    const text = "SELECT current_setting('plan_cache_mode')";
    expect(await runGenericStatement(client, 'plan_mode_inside', text, [])).toEqual([['force_generic_plan']]);
    expect(await planMode()).toBe(before);
  });

  it('rejects with the database error, and the session goes on as before', async () => {
    const before = await planMode();
    await expect(runGenericStatement(client, 'divide', 'SELECT 10 / $1::int', [0])).rejects.toThrow('division by zero');
    expect(await planMode()).toBe(before);
    expect(await runGenericStatement(client, 'divide', 'SELECT 10 / $1::int', [5])).toEqual([[2]]);
  });

  it('never runs inside another caller’s open transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client
      .transaction(async (tx) => {
        await tx.query("INSERT INTO things VALUES (4, 'four', 4)");
        await held;
        await tx.rollback();
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const counted = runGenericStatement(client, 'count_things', 'SELECT count(*)::int FROM things', []);
    release();
    await transaction;
    expect(await counted).toEqual([[3]]);
  });
});
