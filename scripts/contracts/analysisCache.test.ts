import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SourceAnalysis } from './analyse';
import { cachedAnalysis } from './analysisCache';

let root: string;
const write = async (file: string, content: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
};
const answer = (members: string[]): SourceAnalysis => ({ host: { version: '1.0.0', exports: {}, members }, endpoints: [], provides: { version: '1.0.0', exports: {}, members: [] } });

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'servenear-analysis-cache-'));
  for (const file of ['tsconfig.base.json', 'package-lock.json', 'shared/package.json', 'scripts/contracts/analyse.ts', 'server/src/modules/releases/federationModules.ts']) await write(file, '{}');
  await write('remote-x/src/App.tsx', 'export const a = 1;');
  await write('shared/src/host/contract.ts', 'export interface HostContract { notify(): void }');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the analysis cache', () => {
  const files = () => [path.join(root, 'remote-x/src/App.tsx')];

  it('answers the same inputs from the cache, without analysing again', () => {
    const analyse = jest.fn(() => answer(['HostContract.notify']));
    expect(cachedAnalysis(root, 'remote-x', files(), analyse)).toEqual(answer(['HostContract.notify']));
    expect(cachedAnalysis(root, 'remote-x', files(), analyse)).toEqual(answer(['HostContract.notify']));
    expect(analyse).toHaveBeenCalledTimes(1);
  });

  it('works where an input is missing (a copy of the build inputs without the lock file)', async () => {
    await rm(path.join(root, 'package-lock.json'));
    expect(cachedAnalysis(root, 'remote-x', files(), () => answer(['HostContract.notify']))).toEqual(answer(['HostContract.notify']));
  });

  it("analyses again when a source of the app or of shared changes, even one the build does not bundle", async () => {
    const analyse = jest.fn(() => answer([]));
    cachedAnalysis(root, 'remote-x', files(), analyse);
    await write('shared/src/host/contract.ts', 'export interface HostContract { notify(): void; live: unknown }');
    cachedAnalysis(root, 'remote-x', files(), analyse);
    await write('remote-x/src/App.tsx', 'export const a = 2;');
    cachedAnalysis(root, 'remote-x', files(), analyse);
    expect(analyse).toHaveBeenCalledTimes(3);
  });
});
