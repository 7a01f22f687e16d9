import { releasedRouteFor, routeEntryFor } from './matchRoute';
import { pageHeadFor } from './pageHeads';
import { releasedRoutesIn, type ReleasedRoute } from './releasedRoutes';
import { routeClaimsIn } from './routeClaims';

const ops: ReleasedRoute[] = [
  { remote: 'remote-ops', path: '/ops/*', access: 'ops', title: 'Ops console', signIn: '/ops/sign-in' },
  { remote: 'remote-ops', path: '/ops/sign-in', access: 'public', title: 'Ops sign-in' },
];

describe("a release's route claims", () => {
  it('keeps the well-formed claims of routes.json and drops the rest', () => {
    const good = { path: '/ops/*', access: 'ops', title: 'Ops console', signIn: '/ops/sign-in', ownChrome: true };
    const claims = routeClaimsIn({
      routes: [
        good,
        { path: 'ops', access: 'public', title: 'No leading slash' },
        { path: '/ops/x', access: 'admin', title: 'An access rule no shell enforces' },
        { path: '/ops/y', access: 'public', title: '' },
        { path: '/ops/<script>', access: 'public', title: 'Markup in the path' },
        { path: '/ops/z', access: 'public', title: 'A sign-in elsewhere', signIn: 'https://example.com/' },
      ],
    });
    expect(claims).toEqual([good]);
    expect(routeClaimsIn(null)).toEqual([]);
    expect(routeClaimsIn({ routes: 'all' })).toEqual([]);
  });

  it("keeps only the page's released routes that name a remote", () => {
    expect(releasedRoutesIn([...ops, { ...ops[0], remote: '../shell' }, { ...ops[0], remote: undefined }])).toEqual(ops);
    expect(releasedRoutesIn({ routes: ops })).toEqual([]);
  });
});

describe('matching a path against the claims', () => {
  it('ranks an exact claim over the splat, and lets the splat own its root and everything below', () => {
    expect(releasedRouteFor('/ops/sign-in', ops)?.path).toBe('/ops/sign-in');
    expect(releasedRouteFor('/OPS/Sign-In/', ops)?.path).toBe('/ops/sign-in');
    expect(releasedRouteFor('/ops', ops)?.path).toBe('/ops/*');
    expect(releasedRouteFor('/ops/partners/12', ops)?.path).toBe('/ops/*');
    expect(releasedRouteFor('/opsx', ops)).toBeUndefined();
  });

  it('asks the route table first: a claim never takes a path of the table', () => {
    expect(routeEntryFor('/login', [{ remote: 'remote-ops', path: '/login', access: 'public', title: 'Stolen' }])?.owner).toBe('remote-account');
    expect(routeEntryFor('/ops/queues', ops)).toEqual({ path: '/ops/*', owner: 'remote-ops', access: 'ops', built: true });
    expect(routeEntryFor('/ops/queues')).toBeUndefined();
  });

  it("gives a claimed page its own title, and the not-found page's without the claim", () => {
    expect(pageHeadFor('/ops/partners', null, undefined, ops).title).toBe('Ops console · ServeNear');
    expect(pageHeadFor('/ops/partners').title).toBe('Page not found · ServeNear');
  });
});
