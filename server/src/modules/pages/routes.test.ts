import { brotliDecompressSync } from 'node:zlib';
import { contentPages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/pages/:slug', () => {
  it('returns the seeded page title and content', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/pages/about-us' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(200);
    expect(body.data.title).toBe('About ServeNear');
    expect(body.data.content).toContain('<h2>Local help, booked the way you work</h2>');
    expect(body.data.content).toContain('support@servenear.in');
  });

  it('compresses the response when the client accepts brotli', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/pages/terms-and-conditions',
      headers: { 'accept-encoding': 'br' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).data.title).toBe('Terms and Conditions');
  });

  it('sanitises stored HTML again when serving it', async () => {
    await testApp.db.insert(contentPages).values({
      slug: 'tampered',
      title: 'Tampered',
      content:
        '<h2 onclick="steal()">Heading</h2><script>alert(1)</script><style>p{}</style>' +
        '<p style="color:red">Text <a href="javascript:alert(1)">bad</a> ' +
        '<a href="https://servenear.in/help" onmouseover="x()">good</a> ' +
        '<a href="tel:+918047182200">call</a></p><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    });

    const response = await testApp.app.inject({ method: 'GET', url: '/api/pages/tampered' });

    expect(response.json().data.content).toBe(
      '<h2>Heading</h2><p>Text <a>bad</a> <a href="https://servenear.in/help">good</a> ' +
        '<a href="tel:+918047182200">call</a></p>',
    );
  });

  it('answers 404 in the error shape for an unknown slug', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/pages/no-such-page' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      errors: { slug: ['Page not found'] },
      message: 'Page not found',
    });
  });

  it('answers 404 for a slug that could never exist', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/pages/..%2Fetc' });

    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(404);
  });
});

describe('GET /api/pages/:slug schema', () => {
  it('answers 422 for a slug longer than any stored one', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/pages/${'a'.repeat(81)}` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { slug: ['Must be at most 80 characters.'] } });
  });

  it('answers 422 for a control character in the slug', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/pages/about-us%1B' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { slug: ['Remove the control characters from this field.'] } });
  });
});
