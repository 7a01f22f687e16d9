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
  // A chosen photo's preview is an object URL (issue 13: the profile page showed its alt text).
  expect(csp).toMatch(/img-src [^;]*blob:/);
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

describe('the payment checkout in the content security policy', () => {
  const directive = (csp: string, name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '';

  it('allows nothing from Razorpay with the local sandbox checkout', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);

    expect(csp).not.toContain('razorpay');
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
  });

  it('allows the Razorpay checkout script, frame and logging when keys are configured', async () => {
    const withKeys = await createTestApp({ env: { RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret' } });
    try {
      const response = await withKeys.app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(response.headers['content-security-policy']);

      expect(directive(csp, 'script-src')).toBe("script-src 'self' https://checkout.razorpay.com https://cdn.razorpay.com");
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com");
      expect(directive(csp, 'connect-src')).toContain('https://lumberjack.razorpay.com');
      expect(directive(csp, 'default-src')).toBe("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
    } finally {
      await withKeys.close();
    }
  });
});
