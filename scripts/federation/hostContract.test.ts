/**
 * The host contract (shared/src/host: the context and types the shell hands to remotes) is
 * the one piece of our code every remote shares with the live shell, so its version must
 * move with it: publish compares a remote's required version with the live shell's. This
 * test notices a change made without a new version.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const CONTRACT_FILES = ['shared/src/host/contract.ts', 'shared/src/host/HostContext.tsx', 'shared/src/host/queryKeys.ts', 'shared/src/router/index.ts', 'shared/src/query/index.ts', 'shared/src/i18n/index.ts', 'shared/src/i18n/languages.ts', 'shared/src/i18n/runtime.ts', 'shared/src/i18n/format.ts', 'shared/src/i18n/react.ts'];

/** The contract's code without comments and layout: rewording a comment is no new version. */
function codeOf(file: string): string {
  return readFileSync(path.join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of CONTRACT_FILES) hash.update(`${file}\0${codeOf(file)}\0`);
  return hash.digest('hex').slice(0, 16);
}

test('the host contract has not changed since its version was last set', () => {
  const { servenear } = JSON.parse(readFileSync(path.join(root, 'shared', 'package.json'), 'utf8'));
  const current = fingerprint();
  if (current !== servenear.hostContractFingerprint) {
    throw new Error(
      `The host contract changed (${CONTRACT_FILES.join(', ')}). In shared/package.json, raise servenear.hostContract ` +
        `(${servenear.hostContract}: the minor for an addition, the major for anything else, and release the shell before ` +
        `remotes that use it), then set servenear.hostContractFingerprint to "${current}".`,
    );
  }
});
