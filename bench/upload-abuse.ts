// Usage: npx tsx bench/upload-abuse.ts [--root <checkout>] [--label <name>] [--cutoffs 400] [--slow 20] [--slow-wait 120]
//        (npm run bench:upload-abuse)
// What bad upload clients cost the server (issue 36, N1, N6, N8), measured on the real server
// process (server/src/main.ts on a free port, a throw-away DATA_DIR, PGlite) over real sockets:
//   1. cut-off uploads: `--cutoffs` multipart bodies whose `video` part never gets its closing
//      boundary, spread over POST user/pd/delivery, employee/upload-service and
//      edit-upload-service, three ways: the body ends there (chunked), the client goes away
//      (destroys its socket), the client stops sending and waits. Open descriptors of the server
//      process (/proc/<pid>/fd) and .part files under DATA_DIR before, 45 s on while the silent
//      clients are still connected, once every client is gone, and 10 s later; how many requests were answered, with which status, and how fast.
//   2. memory: 8 concurrent user/pd/delivery requests of 6 × 8.7 MB photos; the server's peak
//      resident memory (VmHWM, reset just before through /proc/<pid>/clear_refs) over its RSS
//      just before.
//   3. slow bodies: `--slow` connections sending a multipart body 1 byte every 5 s; how long until
//      the server answers or closes each one (given up after `--slow-wait` seconds).
// `--root` measures another checkout's server (e.g. the code before the change) with the same
// clients. Writes bench/results/upload-abuse.json, one entry per label.
import { readdir, readFile, mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mp4OfSize, percentile, photoOfAbout, round } from './lib/media';
import { DEMO_CUSTOMER, DEMO_PARTNER, startServer } from './lib/site.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    label: { type: 'string', default: 'current' },
    cutoffs: { type: 'string', default: '400' },
    slow: { type: 'string', default: '20' },
    'slow-wait': { type: 'string', default: '120' },
  },
});
const root = path.resolve(values.root);
const BOUNDARY = 'servenear-bench-boundary';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// ---- the server ----------------------------------------------------------------------------

type Server = Awaited<ReturnType<typeof startServer>>;

/** The server with no shell or releases (only the API is hit) and limits that stay out of the way. */
const startApiServer = () =>
  startServer(root, {
    ownProcess: true,
    env: {
      RELEASES_DIR: path.join(os.tmpdir(), 'servenear-abuse-no-releases'),
      SHELL_DIR: path.join(os.tmpdir(), 'servenear-abuse-no-shell'),
      // Every client here is 127.0.0.1 and one account: the limits would answer 429 long before
      // the figures mean anything (the limits have tests of their own).
      UPLOADS_PER_HOUR: '100000',
      UPLOADS_PER_IP_PER_HOUR: '100000',
    },
  });

const openDescriptors = async (server: Server) => (await readdir(`/proc/${server.pid}/fd`)).length;
async function partFiles(server: Server): Promise<number> {
  const entries = await readdir(path.join(server.dataDir, 'uploads'), { recursive: true }).catch(() => []);
  return entries.filter((name) => String(name).endsWith('.part')).length;
}
async function memoryKb(server: Server, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
}

async function signIn(server: Server, role: 'user' | 'employee', { mobile, password }: { mobile: string; password: string }): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/${role}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password }),
  });
  if (!response.ok) throw new Error(`${role}/login answered ${response.status}`);
  return ((await response.json()) as { success: { token: string } }).success.token;
}

// ---- raw requests --------------------------------------------------------------------------

interface RawOutcome {
  status: number | null;
  ms: number;
  /** How the server ended it when it did not answer: 'closed' (FIN or reset) or 'open'. */
  end: 'answered' | 'closed' | 'open';
}

/**
 * Opens a socket, writes `head`, then lets `drive` write the rest; resolves with the first status
 * line the server sends, or when it closes the connection, or after `waitMs`.
 */
function rawRequest(port: number, head: string, drive: (socket: net.Socket) => void, waitMs: number): Promise<RawOutcome & { socket: net.Socket }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let settled = false;
    const settle = (outcome: Omit<RawOutcome, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, ms: Date.now() - started, socket });
    };
    const timer = setTimeout(() => settle({ status: null, end: 'open' }), waitMs);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (status) settle({ status: Number(status[1]), end: 'answered' });
    });
    socket.on('error', () => settle({ status: null, end: 'closed' }));
    socket.on('close', () => settle({ status: null, end: 'closed' }));
    socket.on('connect', () => {
      socket.write(head);
      drive(socket);
    });
  });
}

const requestHead = (route: string, token: string, length: number | 'chunked') =>
  `POST /api/${route} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
  `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
  (length === 'chunked' ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${length}\r\n`) +
  '\r\n';

const videoPartHead = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
/** 256 KB of a video part, never closed by a boundary. */
const cutVideo = Buffer.concat([videoPartHead, mp4OfSize(256 * 1024)]);
const chunk = (bytes: Buffer) => Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);

type CutMode = 'ended' | 'gone' | 'stalled';

function cutOffUpload(port: number, route: string, token: string, mode: CutMode, stallMs: number) {
  if (mode === 'ended') {
    // A chunked body that ends where the video part was cut: the server has the whole body.
    return rawRequest(port, requestHead(route, token, 'chunked'), (socket) => socket.write(Buffer.concat([chunk(cutVideo), Buffer.from('0\r\n\r\n')])), stallMs);
  }
  // Content-Length promises 1 MB; 256 KB come.
  return rawRequest(
    port,
    requestHead(route, token, 1024 * 1024),
    (socket) =>
      socket.write(cutVideo, () => {
        if (mode === 'gone') setTimeout(() => socket.destroy(), 200);
      }),
    mode === 'gone' ? 2_000 : stallMs,
  );
}

// ---- the three measurements ----------------------------------------------------------------

const CUT_ROUTES = [
  { route: 'user/pd/delivery', role: 'customer' },
  { route: 'employee/upload-service', role: 'partner' },
  { route: 'employee/edit-upload-service', role: 'partner' },
] as const;
const CUT_MODES: CutMode[] = ['ended', 'gone', 'stalled'];

async function cutOffUploads(server: Server, tokens: { customer: string; partner: string }, total: number) {
  const before = { descriptors: await openDescriptors(server), partFiles: await partFiles(server) };
  const started = Date.now();
  const outcomes: Array<RawOutcome & { mode: CutMode }> = [];
  const sockets: net.Socket[] = [];
  // 50 more every 250 ms: a crowd of bad clients, not a connection flood.
  const pending: Array<Promise<RawOutcome & { socket: net.Socket; mode: CutMode }>> = [];
  for (let index = 0; index < total; index += 1) {
    if (index > 0 && index % 50 === 0) await sleep(250);
    const { route, role } = CUT_ROUTES[index % CUT_ROUTES.length]!;
    const mode = CUT_MODES[Math.floor(index / CUT_ROUTES.length) % CUT_MODES.length]!;
    pending.push(cutOffUpload(server.port, route, tokens[role], mode, 60_000).then((outcome) => ({ ...outcome, mode })));
  }
  // 45 s on, the body timeout (30 s by default) has passed for every silent client, who are all
  // still connected: what the server holds for them now is what they cost it.
  const whileSilent = sleep(45_000).then(async () => ({ descriptors: await openDescriptors(server), partFiles: await partFiles(server) }));
  for (const outcome of await Promise.all(pending)) {
    outcomes.push(outcome);
    sockets.push(outcome.socket);
  }
  // Every client goes away now, answered or not.
  for (const socket of sockets) socket.destroy();
  await sleep(500);
  const afterClients = { descriptors: await openDescriptors(server), partFiles: await partFiles(server) };
  await sleep(10_000);
  const settled = { descriptors: await openDescriptors(server), partFiles: await partFiles(server) };
  const byMode = Object.fromEntries(
    CUT_MODES.map((mode) => {
      const mine = outcomes.filter((outcome) => outcome.mode === mode);
      const answered = mine.filter((outcome) => outcome.status !== null);
      const statuses: Record<string, number> = {};
      for (const outcome of mine) statuses[outcome.status ?? outcome.end] = (statuses[outcome.status ?? outcome.end] ?? 0) + 1;
      const times = answered.map((outcome) => outcome.ms).sort((a, b) => a - b);
      return [mode, { requests: mine.length, statuses, answerMsMedian: times.length ? percentile(times, 50) : null, answerMsMax: times.at(-1) ?? null }];
    }),
  );
  return { requests: total, seconds: round((Date.now() - started) / 1000), before, silentClientsStillConnected45sOn: await whileSilent, afterClientsGone: afterClients, tenSecondsLater: settled, byMode };
}

function dayInIndia(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function concurrentLargeUploads(server: Server, token: string) {
  const photos = await Promise.all([0, 1, 2, 3, 4, 5].map((seed) => photoOfAbout(8.7 * 1024 * 1024, seed * 3)));
  const bodies = await Promise.all(
    Array.from({ length: 8 }, async (_, index) => {
      const form = new FormData();
      const fields = { fromaddress: 'T. Nagar, Chennai 600017', toaddress: 'Anna Nagar, Chennai 600040', dob: dayInIndia(2), mobile: DEMO_CUSTOMER.mobile, description: `Bench move ${index}` };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      photos.forEach((photo, at) => form.append(`images[${at}]`, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${at}.jpg`));
      const request = new Request('http://bench.invalid/', { method: 'POST', body: form });
      return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
    }),
  );
  const rssBefore = await memoryKb(server, 'VmRSS');
  // Resets VmHWM to the current RSS (Linux), so the peak read after is this run's.
  const resetPeak = await writeFile(`/proc/${server.pid}/clear_refs`, '5').then(() => true, () => false);
  let sampledPeak = rssBefore;
  const sampler = setInterval(() => void memoryKb(server, 'VmRSS').then((kb) => (sampledPeak = Math.max(sampledPeak, kb)), () => undefined), 50);
  const started = Date.now();
  const statuses = await Promise.all(
    bodies.map(({ body, type }) =>
      fetch(`http://127.0.0.1:${server.port}/api/user/pd/delivery`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': type }, body }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const peak = resetPeak ? await memoryKb(server, 'VmHWM') : sampledPeak;
  return {
    requests: 8,
    photoBytes: photos.map((photo) => photo.length),
    bodyMegabytes: round(bodies[0]!.body.length / 1024 / 1024),
    statuses,
    seconds: round(seconds),
    rssBeforeMb: round(rssBefore / 1024),
    peakMb: round(peak / 1024),
    peakGrowthMb: round((peak - rssBefore) / 1024),
    peakFrom: resetPeak ? 'VmHWM after clear_refs' : 'VmRSS sampled every 50 ms',
  };
}

async function slowBodies(server: Server, token: string, connections: number, waitSeconds: number) {
  const before = await openDescriptors(server);
  const outcomes = await Promise.all(
    Array.from({ length: connections }, () =>
      rawRequest(
        server.port,
        requestHead('user/pd/delivery', token, 1024 * 1024),
        (socket) => {
          const body = Buffer.concat([videoPartHead, mp4OfSize(4096)]);
          let sent = 0;
          const drip = setInterval(() => {
            if (socket.destroyed || sent >= body.length) return clearInterval(drip);
            socket.write(body.subarray(sent, sent + 1));
            sent += 1;
          }, 5_000);
          socket.once('close', () => clearInterval(drip));
        },
        waitSeconds * 1000,
      ),
    ),
  );
  const during = await openDescriptors(server);
  for (const outcome of outcomes) outcome.socket.destroy();
  const cut = outcomes.filter((outcome) => outcome.end !== 'open').map((outcome) => outcome.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const outcome of outcomes) statuses[outcome.status ?? outcome.end] = (statuses[outcome.status ?? outcome.end] ?? 0) + 1;
  return {
    connections,
    bytesEveryMs: 5000,
    gaveUpAfterSeconds: waitSeconds,
    statuses,
    cutAfterSecondsMedian: cut.length ? round(percentile(cut, 50) / 1000) : null,
    cutAfterSecondsMax: cut.length ? round(cut.at(-1)! / 1000) : null,
    stillOpenWhenGivenUp: outcomes.length - cut.length,
    descriptorsBefore: before,
    descriptorsAtTheEnd: during,
  };
}

async function main() {
  const server = await startApiServer();
  try {
    const tokens = { customer: await signIn(server, 'user', DEMO_CUSTOMER), partner: await signIn(server, 'employee', DEMO_PARTNER) };
    console.log(`server pid ${server.pid} on port ${server.port} (${root})`);
    const cutOffs = await cutOffUploads(server, tokens, Number(values.cutoffs));
    console.log('cut-off uploads', JSON.stringify(cutOffs, null, 2));
    const memory = await concurrentLargeUploads(server, tokens.customer);
    console.log('8 concurrent large uploads', JSON.stringify(memory, null, 2));
    const slow = await slowBodies(server, tokens.customer, Number(values.slow), Number(values['slow-wait']));
    console.log('slow bodies', JSON.stringify(slow, null, 2));
    const entry = { measuredAt: new Date().toISOString(), root, cutOffs, memory, slow };
    const resultsFile = path.resolve(import.meta.dirname, 'results/upload-abuse.json');
    const earlier = await readFile(resultsFile, 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>, () => ({}));
    await mkdir(path.dirname(resultsFile), { recursive: true });
    await writeFile(resultsFile, `${JSON.stringify({ ...earlier, [values.label]: entry }, null, 2)}\n`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
