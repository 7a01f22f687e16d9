/**
 * Bad upload clients over real sockets (issue 36: N1, N3, N6, N7, N8): every malformed, cut-off,
 * oversized or slow body to every multipart route is answered with a 4xx in the API's error
 * shape within a bounded time, and leaves no open descriptor, partial video or spooled photo.
 * The timeouts are configured short here (BODY_TIMEOUT_SECONDS=1); their defaults are in
 * docs/decisions/0036-request-timeouts-and-upload-caps.md.
 */
import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { demo, login, signUpVerified } from '../../test/accounts';
import { chunk, openDescriptors, RawConnection, requestHead, settlesTo, type RawResponse } from '../../test/rawHttp';
import { createTestApp, type TestApp } from '../../test/testApp';
import { BODY_TOO_SLOW_MESSAGE } from './bodyDeadline';
import { UNREADABLE_UPLOAD_MESSAGE, UPLOAD_TOO_LARGE_MESSAGE } from './multipartBody';

let testApp: TestApp;
let port: number;
const tokens: Record<'customer' | 'partner', string> = { customer: '', partner: '' };

/** How long a refused body may take to be answered: the 1 s body timeout, and slack for a loaded machine. */
const ANSWER_WITHIN_MS = 8_000;
const BOUNDARY = 'probe-boundary';
const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const mp4Head = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2mp41')]);

beforeAll(async () => {
  testApp = await createTestApp({
    env: {
      BODY_TIMEOUT_SECONDS: '1',
      HEADERS_TIMEOUT_SECONDS: '1',
      KEEP_ALIVE_TIMEOUT_SECONDS: '1',
      UPLOADS_PER_HOUR: '100000',
      UPLOADS_PER_IP_PER_HOUR: '100000',
      PARTNER_REGISTRATIONS_PER_HOUR: '100000',
    },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
  tokens.customer = (await signUpVerified(testApp.app, testApp.db)).token;
  tokens.partner = (await login(testApp.app, 'employee', demo.partner)).token;
}, 60_000);
afterAll(() => testApp.close());

interface UploadRoute {
  url: string;
  who: 'customer' | 'partner' | null;
  /** The form's file parts, by the kind of file the probe cut. */
  parts: Partial<Record<'photo' | 'id proof' | 'profile image' | 'video' | 'text', { name: string; head: Buffer; filename?: string }>>;
}

const text = { name: 'description', head: Buffer.from('A fridge and four cartons') };
const UPLOAD_ROUTES: UploadRoute[] = [
  { url: 'user/pd/delivery', who: 'customer', parts: { photo: { name: 'images[0]', head: jpegHead, filename: 'a.jpg' }, video: { name: 'video', head: mp4Head, filename: 'v.mp4' }, text } },
  { url: 'employee/upload-service', who: 'partner', parts: { photo: { name: 'images[]', head: jpegHead, filename: 'a.jpg' }, video: { name: 'video', head: mp4Head, filename: 'v.mp4' }, text } },
  { url: 'employee/edit-upload-service', who: 'partner', parts: { photo: { name: 'images[]', head: jpegHead, filename: 'a.jpg' }, video: { name: 'video', head: mp4Head, filename: 'v.mp4' }, text } },
  { url: 'employee/employee-register', who: null, parts: { 'id proof': { name: 'images[]', head: jpegHead, filename: 'aadhaar.jpg' }, text } },
  { url: 'user/updateprofile', who: 'customer', parts: { 'profile image': { name: 'profile_image', head: jpegHead, filename: 'me.jpg' }, text } },
  { url: 'employee/updateprofile', who: 'partner', parts: { 'profile image': { name: 'profile_image', head: jpegHead, filename: 'me.jpg' }, text } },
  { url: 'employee/add-service', who: 'partner', parts: { text: { name: 'service', head: Buffer.from('Sofa cleaning') } } },
];

const authorization = (route: UploadRoute): Record<string, string> => (route.who ? { authorization: `Bearer ${tokens[route.who]}` } : {});
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** A field first (so something was read), then the start of the part: its headers and 64 KB, never its closing boundary. */
function cutInside(part: { name: string; head: Buffer; filename?: string }): Buffer {
  const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha Verma\r\n`),
    // A text part has no Content-Type, as browsers send it (with one, busboy takes it for a file).
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`),
    part.head,
    Buffer.alloc(64 * 1024, 7),
  ]);
}

async function open(route: UploadRoute, headers: Record<string, string | number>): Promise<RawConnection> {
  const connection = await RawConnection.open(port);
  await connection.write(requestHead('POST', `/api/${route.url}`, { ...authorization(route), ...headers }));
  return connection;
}

function expectApiRefusal(response: RawResponse | 'closed' | 'timeout', status?: number, message?: string): asserts response is RawResponse {
  if (typeof response === 'string') throw new Error(`no answer: ${response}`);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  if (status) expect(response.status).toBe(status);
  const body = JSON.parse(response.body) as { status: number; errors: object; message?: string };
  expect(body).toEqual(expect.objectContaining({ status: response.status, errors: expect.any(Object) }));
  if (message) expect(body.message).toBe(message);
}

/** Partial videos (.part) and spooled photos (.photo) anywhere under DATA_DIR/uploads. */
async function leftoverFiles(): Promise<string[]> {
  const names = await readdir(path.join(testApp.dataDir, 'uploads'), { recursive: true }).catch(() => []);
  return names.map(String).filter((name) => name.endsWith('.part') || name.endsWith('.photo') || name.includes('.partial/'));
}

type Cut = 'the body ends there' | 'the client goes away' | 'the client stops sending';
const CUTS: Cut[] = ['the body ends there', 'the client goes away', 'the client stops sending'];

/** Sends a body cut inside `part` in one of the three ways; answers what the server said (nothing, for a client gone). */
async function sendCut(route: UploadRoute, part: { name: string; head: Buffer; filename?: string }, cut: Cut) {
  const body = cutInside(part);
  if (cut === 'the body ends there') {
    const connection = await open(route, { 'content-type': multipartType, 'transfer-encoding': 'chunked' });
    await connection.write(Buffer.concat([chunk(body), chunk(Buffer.alloc(0))]));
    return { connection, response: await connection.response(ANSWER_WITHIN_MS) };
  }
  const connection = await open(route, { 'content-type': multipartType, 'content-length': body.length + 32 * 1024 });
  await connection.write(body);
  if (cut === 'the client goes away') {
    // Long enough for the server to be in the middle of the part.
    await new Promise((resolve) => setTimeout(resolve, 100));
    connection.destroy();
    return { connection, response: undefined };
  }
  return { connection, response: await connection.response(ANSWER_WITHIN_MS) };
}

let descriptorsBefore: number;

describe('a body cut off inside a part (N1, N3)', () => {
  beforeAll(async () => {
    // Once through, so that what the server opens once (database files, sharp) is open before counting.
    const warmUp = await sendCut(UPLOAD_ROUTES[0]!, UPLOAD_ROUTES[0]!.parts.video!, 'the body ends there');
    warmUp.connection.destroy();
    descriptorsBefore = await openDescriptors();
  });

  const cases = UPLOAD_ROUTES.flatMap((route) => Object.entries(route.parts).flatMap(([kind, part]) => CUTS.map((cut) => [route.url, kind, cut, route, part] as const)));

  it.each(cases)('%s, cut inside the %s part, when %s, is answered 4xx (or cleaned up)', async (_url, _kind, cut, route, part) => {
    const { connection, response } = await sendCut(route, part, cut);
    try {
      if (cut === 'the body ends there') expectApiRefusal(response!, 400, UNREADABLE_UPLOAD_MESSAGE);
      if (cut === 'the client stops sending') {
        expectApiRefusal(response!, 408, BODY_TOO_SLOW_MESSAGE);
        // The rest of that body never comes: the connection cannot carry another request.
        expect((response as RawResponse).headers.connection).toBe('close');
        expect(await connection.closedWithin(2_000)).toBe(true);
      }
    } finally {
      connection.destroy();
    }
  });

  it('leaves no open descriptor, partial video or spooled photo behind', async () => {
    expect(await settlesTo(openDescriptors, descriptorsBefore)).toBeLessThanOrEqual(descriptorsBefore);
    expect(await leftoverFiles()).toEqual([]);
  });

  it('holds nothing for clients that stop in the middle of a video and never go away', async () => {
    const videoRoutes = UPLOAD_ROUTES.filter((route) => route.parts.video);
    // Connected, silent, never closed by the client: only the server can end them.
    const silentClients = () =>
      Promise.all(
        Array.from({ length: 12 }, async (_, index) => {
          const route = videoRoutes[index % videoRoutes.length]!;
          const body = cutInside(route.parts.video!);
          const connection = await open(route, { 'content-type': multipartType, 'content-length': body.length + 32 * 1024 });
          await connection.write(body);
          return connection;
        }),
      );
    // Once before counting: what the first such requests open and the server keeps (the database
    // pool's connections are not counted at all: openDescriptors) is open before `before` is read.
    for (const connection of await silentClients()) {
      await connection.response(ANSWER_WITHIN_MS);
      connection.destroy();
    }
    const before = await settlesTo(openDescriptors, 0, 3_000);
    const silent = await silentClients();
    try {
      for (const connection of silent) expectApiRefusal(await connection.response(ANSWER_WITHIN_MS), 408);
      // The server's sockets and the clients' (this process is both) close once the linger is over.
      expect(await settlesTo(openDescriptors, before, 6_000)).toBeLessThanOrEqual(before);
      expect(await leftoverFiles()).toEqual([]);
    } finally {
      for (const connection of silent) connection.destroy();
    }
  });
});

describe('a body the multipart reader cannot read', () => {
  const malformed: Array<[string, string, Buffer]> = [
    ['no boundary', 'multipart/form-data', Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n')],
    ['part headers that never end', multipartType, Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\nX-Long: `), Buffer.alloc(100 * 1024, 0x61)])],
    ['only a preamble', multipartType, Buffer.from('nothing but a preamble, no boundary at all')],
    ['a closing boundary and nothing else', multipartType, Buffer.from(`--${BOUNDARY}--\r\n`)],
  ];
  const cases = UPLOAD_ROUTES.flatMap((route) => malformed.map(([what, type, body]) => [route.url, what, route, type, body] as const));

  it.each(cases)('%s with %s is answered 4xx, never 5xx', async (_url, _what, route, type, body) => {
    const connection = await open(route, { 'content-type': type, 'content-length': body.length });
    await connection.write(body);
    const response = await connection.response(ANSWER_WITHIN_MS);
    connection.destroy();
    expectApiRefusal(response);
  });
});

describe('slow clients (N6)', () => {
  it('a multipart body dripping a byte every 200 ms is answered 408 within the body timeout, and closed', async () => {
    const route = UPLOAD_ROUTES[0]!;
    const body = cutInside(route.parts.video!);
    const connection = await open(route, { 'content-type': multipartType, 'content-length': body.length });
    let sent = 0;
    const drip = setInterval(() => void connection.write(body.subarray(sent, (sent += 1))), 200);
    try {
      const response = await connection.response(ANSWER_WITHIN_MS);
      expectApiRefusal(response, 408, BODY_TOO_SLOW_MESSAGE);
      expect(response.ms).toBeLessThan(3_000);
      expect(await connection.closedWithin(2_000)).toBe(true);
    } finally {
      clearInterval(drip);
      connection.destroy();
    }
  });

  it('a JSON body dripping is answered 408 in the API shape too', async () => {
    const body = JSON.stringify({ mobile: '9876500001', password: 'demo1234' });
    const connection = await RawConnection.open(port);
    await connection.write(requestHead('POST', '/api/user/login', { 'content-type': 'application/json', 'content-length': body.length }));
    let sent = 0;
    const drip = setInterval(() => void connection.write(body.slice(sent, (sent += 1))), 200);
    try {
      expectApiRefusal(await connection.response(ANSWER_WITHIN_MS), 408, BODY_TOO_SLOW_MESSAGE);
    } finally {
      clearInterval(drip);
      connection.destroy();
    }
  });

  it('headers that never end, and an idle kept-alive connection, are closed', async () => {
    const slowHeaders = await RawConnection.open(port);
    await slowHeaders.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const idle = await RawConnection.open(port);
    await idle.write(requestHead('GET', '/api/health', {}));
    expect(await idle.response(ANSWER_WITHIN_MS)).toEqual(expect.objectContaining({ status: 200 }));

    expect(await slowHeaders.closedWithin(ANSWER_WITHIN_MS)).toBe(true);
    expect(await idle.closedWithin(ANSWER_WITHIN_MS)).toBe(true);
  });
});

describe('the connection after a refusal (N7)', () => {
  const profile = UPLOAD_ROUTES.find((route) => route.url === 'user/updateprofile')!;
  const fields = (count: number) =>
    Buffer.from(Array.from({ length: count }, (_, index) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`).join('') + `--${BOUNDARY}--\r\n`);

  it('a 413 for too many parts is answered once the body is read, and the next request on the connection is answered', async () => {
    // The limit is met early, with most of the body still to come.
    const body = Buffer.concat([fields(60).subarray(0, -`--${BOUNDARY}--\r\n`.length), cutInside(profile.parts['profile image']!), Buffer.alloc(1024 * 1024, 7), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const connection = await open(profile, { 'content-type': multipartType, 'content-length': body.length });
    await connection.write(body);
    expectApiRefusal(await connection.response(ANSWER_WITHIN_MS), 413);

    await connection.write(requestHead('GET', '/api/health', {}));
    expect(await connection.response(ANSWER_WITHIN_MS)).toEqual(expect.objectContaining({ status: 200 }));
    connection.destroy();
  });

  it('a 422 for a bad photo leaves the connection usable', async () => {
    const photo = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="profile_image"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot a photo\r\n`;
    const body = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha Verma\r\n${photo}--${BOUNDARY}--\r\n`);
    const connection = await open(profile, { 'content-type': multipartType, 'content-length': body.length });
    await connection.write(body);
    expectApiRefusal(await connection.response(ANSWER_WITHIN_MS), 422);

    await connection.write(requestHead('GET', '/api/health', {}));
    expect(await connection.response(ANSWER_WITHIN_MS)).toEqual(expect.objectContaining({ status: 200 }));
    connection.destroy();
  });

  it('a 413 from Content-Length is answered at once with Connection: close, and the connection closed', async () => {
    const connection = await open(profile, { 'content-type': multipartType, 'content-length': 400 * 1024 * 1024 });
    await connection.write(cutInside(profile.parts['profile image']!));
    const response = await connection.response(ANSWER_WITHIN_MS);
    expectApiRefusal(response, 413, UPLOAD_TOO_LARGE_MESSAGE);
    expect(response.headers.connection).toBe('close');
    expect(await connection.closedWithin(2_000)).toBe(true);
  });
});

describe('the size of an upload (N8)', () => {
  const register = UPLOAD_ROUTES.find((route) => route.url === 'employee/employee-register')!;

  it('400 MB declared to employee-register is refused before a byte of it is read', async () => {
    const connection = await open(register, { 'content-type': multipartType, 'content-length': 400 * 1024 * 1024 });
    const response = await connection.response(ANSWER_WITHIN_MS);
    expectApiRefusal(response, 413, UPLOAD_TOO_LARGE_MESSAGE);
    expect(await connection.closedWithin(2_000)).toBe(true);
    connection.destroy();
  });

  it('a chunked body is refused as soon as it passes the route’s cap, not read to its end', async () => {
    const connection = await open(register, { 'content-type': multipartType, 'transfer-encoding': 'chunked' });
    await connection.write(chunk(cutInside(register.parts['id proof']!)));
    const megabyte = chunk(Buffer.alloc(1024 * 1024, 7));
    let sentMegabytes = 0;
    // 3 ID proofs of 5 MB and the fields: about 16 MB. The client would send 200.
    const answer = connection.response(15_000);
    while (!connection.closed && sentMegabytes < 200) {
      await connection.write(megabyte);
      sentMegabytes += 1;
    }
    const response = await answer;
    connection.destroy();
    expectApiRefusal(response, 413, UPLOAD_TOO_LARGE_MESSAGE);
    // The cap, and what the sockets' buffers held when the server stopped reading.
    expect(sentMegabytes).toBeLessThan(40);
  });
});
