/**
 * Builds of one remote made the way another team's release would be: from a copy of the
 * repository's sources with some edits (for example a new shared API function and a page
 * that calls it), while the running site keeps the builds it was started with.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './site';

export interface SourceEdit {
  /** Path relative to the repository root, e.g. shared/src/api/pages.ts. */
  file: string;
  find: string;
  replace: string;
}

export interface ChangedBuild {
  distDir: string;
  cleanup(): void;
}

const skipBuildOutput = (source: string) => !/[\\/](dist|node_modules)([\\/]|$)/.test(source);

export function buildRemoteFromEditedSources(remote: string, edits: SourceEdit[]): ChangedBuild {
  // Inside the repository, so packages resolve from its node_modules; .tmp/ is ignored by git.
  const parent = path.join(repoRoot, '.tmp');
  mkdirSync(parent, { recursive: true });
  const workDir = mkdtempSync(path.join(parent, `build-${remote}-`));
  // The build's shared-module names live beside the publish gate, which the server runs too; its
  // texts are written per language by scripts/i18n (decision 0067); its contract record by
  // scripts/contracts, with the TypeScript settings and the record's format beside the gate (decision 0068).
  const buildInputs = [
    'package.json',
    'tsconfig.base.json',
    'rspack.config.base.ts',
    'scripts/federation',
    'scripts/i18n',
    'scripts/contracts',
    'scripts/dev-host.html',
    'server/src/modules/releases/federationModules.ts',
    'server/src/modules/releases/contracts',
    'shared',
    remote,
  ];
  for (const item of buildInputs) {
    mkdirSync(path.dirname(path.join(workDir, item)), { recursive: true });
    cpSync(path.join(repoRoot, item), path.join(workDir, item), { recursive: true, filter: skipBuildOutput });
  }
  // The copy's shared package, not the repository's, is what `@servenear/shared/*` means here.
  mkdirSync(path.join(workDir, 'node_modules', '@servenear'), { recursive: true });
  symlinkSync(path.join(workDir, 'shared'), path.join(workDir, 'node_modules', '@servenear', 'shared'), 'dir');

  for (const edit of edits) {
    const file = path.join(workDir, edit.file);
    const source = readFileSync(file, 'utf8');
    if (!source.includes(edit.find)) throw new Error(`${edit.file} no longer contains ${JSON.stringify(edit.find)}: update the test's edit`);
    writeFileSync(file, source.replace(edit.find, edit.replace));
  }

  const remoteDir = path.join(workDir, remote);
  execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], { cwd: remoteDir, stdio: 'pipe' });
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'precompress.mjs'), 'dist'], { cwd: remoteDir, stdio: 'pipe' });
  const distDir = path.join(remoteDir, 'dist');
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) throw new Error(`the edited ${remote} build has no manifest`);
  return { distDir, cleanup: () => rmSync(workDir, { recursive: true, force: true }) };
}
