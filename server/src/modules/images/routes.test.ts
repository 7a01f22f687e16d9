import { createTestApp, type TestApp } from '../../../test/testApp';
import { escapeXml, renderTile } from './svg';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const fetchImage = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('GET /api/images/:kind/:slug.svg', () => {
  it('serves a generated SVG with the name, escaped, and cache and CSP headers', async () => {
    const response = await fetchImage('/api/images/service/ac-repair-and-service.svg');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).toContain('>AC Repair &amp; Service</text>');
    expect(response.body).not.toContain('Repair & Service');
  });

  it('serves every image URL the seeded catalogue stores', async () => {
    const categories = (await testApp.app.inject({ url: '/api/category' })).json().data;
    const services = (await testApp.app.inject({ url: '/api/catlist/service/2' })).json().data;
    const details = (await testApp.app.inject({ url: `/api/user/getdescription/${services[0].id}` })).json().data;
    for (const url of [...categories.map((c: { image_url: string }) => c.image_url), services[0].image_url, ...details.media_urls]) {
      const response = await fetchImage(url);
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers 404 for an unknown kind or a bad file name', async () => {
    for (const url of ['/api/images/logo/x.svg', '/api/images/service/..%2Fsecret.svg', '/api/images/service/Name.svg', '/api/images/service/x.png']) {
      expect((await fetchImage(url)).statusCode).toBe(404);
    }
  });

  it('escapes every XML special character in titles', () => {
    expect(escapeXml(`<script>"a" & 'b'</script>`)).toBe('&lt;script&gt;&quot;a&quot; &amp; &apos;b&apos;&lt;/script&gt;');
    const svg = renderTile({ kind: 'banner', title: 'Tom & Jerry <b>', categoryId: 9, variant: 1 });
    expect(svg).toContain('Tom &amp; Jerry &lt;b&gt;</text>');
    expect(svg).not.toContain('<b>');
  });
});

describe('GET /api/images/:kind/:file schema', () => {
  it('answers 422 for a file name longer than any tile name', async () => {
    const response = await fetchImage(`/api/images/service/${'a'.repeat(77)}.svg`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { file: ['Must be at most 80 characters.'] } });
  });

  it('answers 422 for a control character in the kind', async () => {
    const response = await fetchImage('/api/images/serv%01ice/x.svg');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { kind: ['Remove the control characters from this field.'] } });
  });
});
