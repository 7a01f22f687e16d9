import { rm } from 'node:fs/promises';
import { createShellFixture } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

let testApp: TestApp;
let shellDir: string;

beforeAll(async () => {
  shellDir = await createShellFixture();
  testApp = await createTestApp({ shellDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(shellDir, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toMatch(/max-age=31536000/);
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('security headers', () => {
  it('are sent with API responses', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expectSecurityHeaders(response.headers);
  });

  it('are sent with API errors', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/pages/missing' });

    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response.headers);
  });

  it('are sent with the shell index.html', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });

    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
  });

  it('include a request id for the logs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
