// The steps of `npm run release -w <app>` (issue 42): each says what it did and how long it took.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export class StepFailed extends Error {
  override name = 'StepFailed';
}

const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** Runs one step, then prints `✓ name  summary  12.3 s` (or ✗ and why); a failure stops the release. */
export async function step(name: string, run: () => Promise<string>): Promise<void> {
  const started = performance.now();
  console.log(`… ${name}`);
  try {
    const summary = await run();
    console.log(`✓ ${name.padEnd(10)} ${summary} (${seconds(started)})`);
  } catch (error) {
    console.log(`✗ ${name.padEnd(10)} failed after ${seconds(started)}`);
    throw error;
  }
}

function run(command: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTestSuites: number;
}

/** `npm test -w <app>`: the app's tests and the contract tests; the report's figures, or its output when anything fails. */
export async function runTests(repoRoot: string, app: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'servenear-release-'));
  const report = path.join(dir, 'jest.json');
  try {
    const { code, output } = await run('npm', ['test', '-w', app, '--', '--ci', '--json', `--outputFile=${report}`], repoRoot);
    if (code !== 0) throw new StepFailed(`${app}'s tests failed:\n${output}`);
    const { numPassedTests, numTotalTestSuites } = JSON.parse(await readFile(report, 'utf8')) as JestReport;
    return `${numPassedTests} tests passed in ${numTotalTestSuites} files (${app}'s own and the contract tests)`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `npm run build -w <app>`: rspack's production build and its precompressed copies. */
export async function runBuild(repoRoot: string, app: string): Promise<string> {
  const { code, output } = await run('npm', ['run', 'build', '-w', app], repoRoot);
  if (code !== 0) throw new StepFailed(`${app}'s build failed:\n${output}`);
  return `${app}/dist built`;
}
