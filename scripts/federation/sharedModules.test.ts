/**
 * The shared-module contract of docs/architecture.md: singleton versions from one place and
 * the same in every build, the host contract as the only singleton of ours, and every other
 * shared area keyed by its content.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HOST_CONTRACT_MODULE, I18N_MODULE, QUERY_MODULE, REMOTE_ONLY_SINGLETONS, ROUTER_MODULE, SINGLETON_PACKAGES, sharedContentHash, sharedModules, singletonRanges } from './sharedModules';

const root = path.resolve(__dirname, '..', '..');
const apps = ['shell', 'remote-catalog', 'remote-booking', 'remote-account', 'remote-partner', 'remote-ops'];
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

describe('singleton versions', () => {
  test.each(apps)('%s declares every shared singleton with the root package.json range', async (app) => {
    const { dependencies } = await readJson(path.join(root, app, 'package.json'));
    const names = SINGLETON_PACKAGES.filter((name) => app !== 'shell' || !REMOTE_ONLY_SINGLETONS.has(name));
    const declared = Object.fromEntries(names.map((name) => [name, dependencies[name]]));
    const ranges = singletonRanges(root);
    expect(declared).toEqual(Object.fromEntries(names.map((name) => [name, ranges[name]])));
  });

  test('every singleton (and each shared subpath of react and react-dom) requires the root range', () => {
    const shared = sharedModules(root);
    const ranges = singletonRanges(root);
    for (const name of SINGLETON_PACKAGES) {
      expect(shared[name]).toMatchObject({ singleton: true, requiredVersion: ranges[name] });
    }
    expect(shared['react/']).toEqual(shared.react);
    expect(shared['react-dom/']).toEqual(shared['react-dom']);
  });
});

describe('shared code', () => {
  test('the host contract, the router, the query module and the i18n runtime are the only singletons of ours, at the version shared/package.json names', async () => {
    const { servenear } = await readJson(path.join(root, 'shared', 'package.json'));
    const ours = Object.entries(sharedModules(root)).filter(([name]) => name.startsWith('@servenear/'));

    expect(ours.filter(([, config]) => config.singleton).map(([name]) => name)).toEqual([HOST_CONTRACT_MODULE, ROUTER_MODULE, QUERY_MODULE, I18N_MODULE]);
    for (const module of [HOST_CONTRACT_MODULE, ROUTER_MODULE, QUERY_MODULE, I18N_MODULE]) {
      expect(sharedModules(root)[module]).toEqual({
        singleton: true,
        version: servenear.hostContract,
        requiredVersion: `^${servenear.hostContract}`,
      });
    }
  });

  test('react-router and TanStack Query are not shared whole: apps share the modules of ours that name what they use', () => {
    const shared = sharedModules(root);
    expect(shared['react-router']).toBeUndefined();
    expect(shared['react-router-dom']).toBeUndefined();
    expect(shared['@tanstack/react-query']).toBeUndefined();
  });

  test('every other area is shared under a key and exact version derived from the content', () => {
    const hash = sharedContentHash(root);
    const api = sharedModules(root)['@servenear/shared/api'];

    expect(api).toEqual({
      singleton: false,
      shareKey: `@servenear/shared-${hash}/api`,
      version: `0.1.0-${hash}`,
      requiredVersion: `0.1.0-${hash}`,
      strictVersion: true,
    });
    expect(sharedModules(root)['@servenear/shared/testing']).toBeUndefined();
  });
});

describe('sharedContentHash', () => {
  let fixture: string;
  beforeEach(async () => {
    fixture = await mkdtemp(path.join(os.tmpdir(), 'servenear-shared-hash-'));
    await mkdir(path.join(fixture, 'shared', 'src', 'api'), { recursive: true });
    await writeFile(path.join(fixture, 'shared', 'package.json'), JSON.stringify({ name: '@servenear/shared', version: '0.1.0' }));
    await writeFile(path.join(fixture, 'shared', 'src', 'api', 'calls.ts'), 'export const a = 1;\n');
  });
  afterEach(() => rm(fixture, { recursive: true, force: true }));

  test('changes with any source file, and not with a test', async () => {
    const before = sharedContentHash(fixture);
    await writeFile(path.join(fixture, 'shared', 'src', 'api', 'calls.test.ts'), 'test("x", () => {});\n');
    expect(sharedContentHash(fixture)).toBe(before);

    await writeFile(path.join(fixture, 'shared', 'src', 'api', 'calls.ts'), 'export const a = 1;\nexport const b = 2;\n');
    expect(sharedContentHash(fixture)).not.toBe(before);
  });
});

describe('a build', () => {
  const outputs: string[] = [];
  afterAll(() => Promise.all(outputs.map((dir) => rm(dir, { recursive: true, force: true }))));

  let lastOutput = '';
  async function buildManifest(app: string): Promise<{ shared: Array<Record<string, unknown>> }> {
    const output = await mkdtemp(path.join(os.tmpdir(), `servenear-${app}-build-`));
    outputs.push(output);
    // The browser build alone: --output-path applies to every config of the file, and the server
    // render's, cleaning the same folder at the same moment, made the browser build's scandir fail
    // (ENOENT) now and then on a loaded machine.
    execFileSync(path.join(root, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production', '--config-name', 'browser', '--output-path', output], {
      cwd: path.join(root, app),
      stdio: 'pipe',
    });
    lastOutput = output;
    return readJson(path.join(output, 'mf-manifest.json'));
  }

  const sharedSection = (manifest: { shared: Array<Record<string, unknown>> }) =>
    manifest.shared.map(({ name, version, requiredVersion, singleton }) => ({ name, version, requiredVersion, singleton }));

  test('records the same shared section twice in a row, with the declared ranges', async () => {
    const first = await buildManifest('remote-booking');
    const second = await buildManifest('remote-booking');

    expect(sharedSection(second)).toEqual(sharedSection(first));
    // In name order (StableManifestPlugin): the order the compilation met them in varies.
    const names = sharedSection(first).map((entry) => String(entry.name));
    expect(names).toEqual([...names].sort());
    const react = sharedSection(first).find((entry) => entry.name === 'react');
    expect(react).toMatchObject({ singleton: true, requiredVersion: singletonRanges(root).react });
  }, 60_000);

  test("lists, for each module it provides, the files its provider loads: some of the manifest's, without the fallback copies", async () => {
    const manifest = (await buildManifest('remote-catalog')) as { shared: Array<{ name: string; assets: { js: { sync: string[] } } }> };
    const { provides } = await readJson(path.join(lastOutput, 'route-chunks.json'));
    let fewer = 0;
    for (const module of manifest.shared) {
      const provided: string[] = provides[module.name].filter((file: string) => file.endsWith('.js'));
      expect(provided.length).toBeGreaterThan(0);
      expect(module.assets.js.sync).toEqual(expect.arrayContaining(provided));
      if (provided.length < module.assets.js.sync.length) fewer += 1;
    }
    // The catalogue's shared areas (ui among them) are built twice, as provider and as fallback.
    expect(fewer).toBeGreaterThan(0);
  }, 60_000);

  test('lists with a page the shared modules its shared modules consume, so the page preloads them too', async () => {
    await buildManifest('remote-account');
    const { chunks } = await readJson(path.join(lastOutput, 'route-chunks.json'));
    const domain = `@servenear/shared-${sharedContentHash(root)}/domain`;
    // The report page's code imports the host and the report form only; the form imports the
    // fields and the schemas, and the schemas shared/domain.
    const shared = (area: string) => `@servenear/shared-${sharedContentHash(root)}/${area}`;
    expect(chunks['page-report'].shared).toEqual(expect.arrayContaining([shared('report'), shared('forms'), shared('schemas'), domain]));
    // The sign-in page builds only the sign-in schemas, not every form's of the app.
    expect(chunks['page-login'].shared).toEqual(expect.arrayContaining([shared('auth-schemas'), shared('forms')]));
    expect(chunks['page-login'].shared).not.toContain(shared('schemas'));
    // react/jsx-runtime is react's: a chunk that consumes one consumes the other.
    for (const chunk of Object.values(chunks) as Array<{ shared: string[] }>) {
      if (chunk.shared.includes('react/jsx-runtime')) expect(chunk.shared).toContain('react');
    }
  }, 60_000);
});
