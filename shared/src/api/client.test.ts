/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, apiClient, callEndpoint, createApiClient, firstFieldErrors } from '@servenear/shared/api';
import { pageEndpoint, reportEndpoint, serviceOptionsEndpoint, signedInReportEndpoint } from '@servenear/shared/endpoints';

interface Received {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (request: Received, response: ServerResponse) => void;

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const routes: Record<string, Handler> = {
  'GET /api/pages/about-us': (_, res) =>
    json(res, 200, { status: 200, data: { title: 'About us', content: '<p>Hello</p>' } }),
  'GET /api/pages/nowhere': (_, res) =>
    json(res, 404, { status: 404, errors: { slug: ['Page not found'] }, message: 'Page not found' }),
  'GET /api/pages/body-status': (_, res) => json(res, 200, { status: 500, message: 'Database down' }),
  'GET /api/service/all': (_, res) =>
    json(res, 200, { status: 200, data: [{ id: 1, name: 'Plumbing' }, { id: 2, name: 'Electrician', extra: true }] }),
  'POST /api/report/create': (_, res) =>
    json(res, 422, {
      status: 422,
      errors: { email: ['Please enter a valid email address', 'Email is required.'], mobile: 'Please enter a valid mobile number.' },
    }),
  'POST /api/report/create/new': (_, res) =>
    json(res, 200, { status: 200, message: 'Report submitted successfully', data: { id: 41 } }),
  'GET /api/gateway': (_, res) => {
    res.writeHead(502, { 'Content-Type': 'text/html' });
    res.end('<html><body>Bad gateway</body></html>');
  },
};

let server: Server;
let origin: string;
const received: Received[] = [];

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const entry = { method: request.method ?? '', url: request.url ?? '', body: await readBody(request) };
    received.push(entry);
    const handler = routes[`${entry.method} ${entry.url}`];
    if (handler) handler(entry, response);
    else json(response, 404, { status: 404, errors: {}, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  apiClient.defaults.baseURL = `${origin}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient', () => {
  it('sends credentials and defaults to the site-relative /api base', () => {
    const client = createApiClient();
    expect(client.defaults.baseURL).toBe('/api');
    expect(client.defaults.withCredentials).toBe(true);
  });

  it('turns a server error with an errors map into an ApiError carrying status and errors', async () => {
    const error = await failure(callEndpoint(reportEndpoint, { body: { name: 'A', email: 'x', mobile: '1', service: 1, description: 'd' } }));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({
      email: ['Please enter a valid email address', 'Email is required.'],
      mobile: ['Please enter a valid mobile number.'],
    });
    expect(firstFieldErrors(error.errors)).toEqual({
      email: 'Please enter a valid email address',
      mobile: 'Please enter a valid mobile number.',
    });
  });

  it('keeps the status, errors and message of a 404', async () => {
    const error = await failure(callEndpoint(pageEndpoint, { params: { slug: 'nowhere' } }));
    expect(error.status).toBe(404);
    expect(error.errors).toEqual({ slug: ['Page not found'] });
    expect(error.message).toBe('Page not found');
  });

  it('reports a request that got no reply as status 0 with no field errors', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await failure(createApiClient({ baseURL: `http://127.0.0.1:${port}/api` }).get('pages/about-us'));
    expect(error.status).toBe(0);
    expect(error.errors).toEqual({});
    expect(error.message).not.toBe('');
  });

  it('keeps the HTTP status of a reply whose body is not JSON', async () => {
    const error = await failure(createApiClient({ baseURL: `${origin}/api` }).get('gateway'));
    expect(error.status).toBe(502);
    expect(error.errors).toEqual({});
    // A person may read it: never the HTTP client's 'Request failed with status code 502'.
    expect(error.message).toBe('That did not work. Please try again.');
  });

  it('treats a 2xx reply whose body reports a failure as that failure', async () => {
    const error = await failure(callEndpoint(pageEndpoint, { params: { slug: 'body-status' } }));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Database down');
  });
});

describe('typed calls', () => {
  it('the page endpoint reads title and content from GET pages/{slug}, its slug encoded once', async () => {
    await expect(callEndpoint(pageEndpoint, { params: { slug: 'about-us' } })).resolves.toEqual({ title: 'About us', content: '<p>Hello</p>' });
    expect(received[0]).toMatchObject({ method: 'GET', url: '/api/pages/about-us' });
  });

  it('the service options endpoint returns id and name of every service from GET service/all', async () => {
    await expect(callEndpoint(serviceOptionsEndpoint)).resolves.toEqual([
      { id: 1, name: 'Plumbing' },
      { id: 2, name: 'Electrician' },
    ]);
  });

  it('the signed-in report endpoint posts the report with user_id to report/create/new', async () => {
    const report = { name: 'Asha', email: 'asha@example.in', mobile: '9876543210', service: 2, description: 'Late' };
    await expect(callEndpoint(signedInReportEndpoint, { body: { ...report, user_id: 7 } })).resolves.toEqual({
      id: 41,
      message: 'Report submitted successfully',
    });
    expect(received[0]).toEqual({ method: 'POST', url: '/api/report/create/new', body: { ...report, user_id: 7 } });
  });

  it('the report endpoint posts the report without user_id to report/create', async () => {
    const report = { name: 'Asha', email: 'asha@example.in', mobile: '9876543210', service: 2, description: 'Late' };
    await failure(callEndpoint(reportEndpoint, { body: report }));
    expect(received[0]).toEqual({ method: 'POST', url: '/api/report/create', body: report });
  });
});
