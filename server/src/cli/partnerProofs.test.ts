// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import { readdir, readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { tempFolder } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { demo, login, multipart, partnerFields, sampleFiles, signInCodeSentTo } from '../../test/accounts';
import { UploadStore } from '../modules/media/uploadStore';
import { parseArguments, runCommand } from './adminCli';
import { databaseOpsAdmin } from './opsAdmin';
import { runAdmin } from './runAdmin';

// `partners:proofs` through a real server on a port, as ops run it, and on the database.
let testApp: TestApp;
let apiUrl: string;
let stateDir: string;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  stateDir = await tempFolder('state');
});
afterAll(() => testApp.close());

/** A partner who uploaded a JPEG and a PDF under names no file system should see. */
async function partnerWithTwoProofs(): Promise<number> {
  const body = await multipart(partnerFields(), [
    { field: 'images[]', name: '../../../etc/cron.d/evil.jpg', type: 'image/jpeg', bytes: sampleFiles.jpeg },
    { field: 'images[]', name: 'id card; rm -rf ~.sh', type: 'application/pdf', bytes: sampleFiles.pdf },
  ]);
  const response = await testApp.app.inject({ method: 'POST', url: '/api/employee/employee-register', ...body });
  expect(response.statusCode).toBe(200);
  return response.json().data.id as number;
}

async function cli(argv: string[], cwd: string) {
  const out: string[] = [];
  const error: string[] = [];
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testApp.dataDir, XDG_STATE_HOME: stateDir, INIT_CWD: cwd };
  const code = await runAdmin(['--api', apiUrl, ...argv], { env, out: (text) => out.push(text), error: (text) => error.push(text), secondFactor: ({ mobile }) => signInCodeSentTo(testApp.app, mobile) });
  return { code, out: out.join('\n'), error: error.join('\n') };
}

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('npm run admin -- partners:proofs <id>', () => {
  it('downloads every ID proof into ./partner-proofs/<id>/, one path a line, named by type not by upload', async () => {
    const partnerId = await partnerWithTwoProofs();
    const cwd = await tempFolder('ops');

    const result = await cli(['partners:proofs', String(partnerId)], cwd);

    expect(result).toMatchObject({ code: 0, error: '' });
    const folder = path.join(cwd, 'partner-proofs', String(partnerId));
    const printed = result.out.split('\n');
    expect(printed).toEqual([expect.stringMatching(/\/id-proof-\d+\.jpg$/), expect.stringMatching(/\/id-proof-\d+\.pdf$/)]);
    expect(printed.map((file) => path.dirname(file))).toEqual([folder, folder]);
    expect((await readdir(folder)).sort()).toEqual(printed.map((file) => path.basename(file)).sort());
    // The photo proof as stored: re-encoded without its metadata, still a JPEG.
    expect([...(await readFile(printed[0]!)).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(new Uint8Array(await readFile(printed[1]!))).toEqual(sampleFiles.pdf);
    expect(await modeOf(folder)).toBe(0o700);
    expect(await modeOf(printed[0]!)).toBe(0o600);
  });

  it('writes into --out, relative to where the command was run', async () => {
    const partnerId = await partnerWithTwoProofs();
    const cwd = await tempFolder('ops');

    const result = await cli(['partners:proofs', String(partnerId), '--out', 'checks/today'], cwd);

    expect(result.code).toBe(0);
    expect(result.out.split('\n').map((file) => path.dirname(file))).toEqual([path.join(cwd, 'checks', 'today'), path.join(cwd, 'checks', 'today')]);
  });

  it('says a partner has no ID proofs, and exits 0', async () => {
    const { response } = await login(testApp.app, 'employee', demo.partner);
    const cwd = await tempFolder('ops');
    const raviId = response.json().success.id as number;

    expect(await cli(['partners:proofs', String(raviId)], cwd)).toEqual({ code: 0, out: `Partner ${raviId} has no ID proofs.`, error: '' });
    expect(await readdir(cwd)).toEqual([]);
  });

  it('says an unknown partner was not found, and exits 1', async () => {
    const cwd = await tempFolder('ops');

    expect(await cli(['partners:proofs', '999999'], cwd)).toEqual({ code: 1, out: '', error: 'Partner not found.' });
    expect(await readdir(cwd)).toEqual([]);
  });

  it('downloads the same files straight from the database and the upload folder', async () => {
    const partnerId = await partnerWithTwoProofs();
    const out = await tempFolder('proofs');
    const admin = databaseOpsAdmin({ db: testApp.db, nearRadiusKm: 25, uploads: new UploadStore(path.join(testApp.dataDir, 'uploads')) }, async () => undefined);

    const printed = (await runCommand(admin, parseArguments(['partners:proofs', String(partnerId), '--out', out]))).split('\n');

    expect(printed).toEqual([expect.stringMatching(/\/id-proof-\d+\.jpg$/), expect.stringMatching(/\/id-proof-\d+\.pdf$/)]);
    expect(new Uint8Array(await readFile(printed[1]!))).toEqual(sampleFiles.pdf);
    await expect(runCommand(admin, parseArguments(['partners:proofs', '999999']))).rejects.toThrow('Partner not found.');
  });
});
