import { routeTable } from '@servenear/shared/routes';
import { BRAND, notFoundHead, pageHeadFor, routeHead } from '@servenear/shared/page-heads';

const built = routeTable.filter((entry) => entry.built);

describe('the page heads beside the route table', () => {
  it('gives every built route a title and a description of its own, not the landing page’s', () => {
    const landing = routeHead('/')!;
    for (const entry of built) {
      const head = routeHead(entry.path);
      expect([entry.path, head?.title.length, head?.description.length]).toEqual([entry.path, expect.any(Number), expect.any(Number)]);
      if (entry.path === '/') continue;
      expect([entry.path, head!.title]).not.toEqual([entry.path, landing.title]);
      expect([entry.path, head!.description]).not.toEqual([entry.path, landing.description]);
    }
  });

  it('writes the brand one way, once, at the end of every page title', () => {
    for (const entry of built.filter((route) => route.path !== '/')) {
      const { title, description } = routeHead(entry.path)!;
      expect(title).toMatch(new RegExp(`^[^·]+ · ${BRAND}$`));
      // Search results cut a description at about 160 characters, and a very short one says nothing.
      expect(description.length).toBeGreaterThanOrEqual(25);
      expect(description.length).toBeLessThanOrEqual(160);
      for (const text of [title, description]) expect(text).not.toMatch(/Serve\s+Near|Servenear|SERVENEAR|serveNear/);
    }
  });

  it('names the page at an address as the router matches it', () => {
    expect(pageHeadFor('/login').title).toBe('Login · ServeNear');
    expect(pageHeadFor('/Login/').title).toBe('Login · ServeNear');
    expect(pageHeadFor('/').title).toBe('ServeNear — Local services near you');
    expect(pageHeadFor('/', '/user-home').title).toBe('Home · ServeNear');
    expect(pageHeadFor('/', '/employee-home').title).toBe('Partner home · ServeNear');
    expect(pageHeadFor('/pages/terms-and-conditions').title).toBe('Terms and conditions · ServeNear');
    expect(pageHeadFor('/pages/about-us', null, 'About ServeNear').title).toBe('About ServeNear');
    expect(pageHeadFor('/no-such-page')).toBe(notFoundHead);
  });
});
