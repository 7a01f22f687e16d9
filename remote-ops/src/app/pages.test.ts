import { routeClaims } from './routeClaims';
import { pages } from './pages';

it('has a page for exactly the routes its release claims', () => {
  expect(Object.keys(pages).sort()).toEqual(routeClaims.map((claim) => claim.path).sort());
});

it('needs an ops session everywhere but on the sign-in page, which every other page sends a visitor to', () => {
  const signIn = routeClaims.find((claim) => claim.access === 'public');
  expect(signIn?.path).toBe('/ops/sign-in');
  for (const claim of routeClaims.filter((route) => route !== signIn)) expect(claim).toMatchObject({ access: 'ops', signIn: '/ops/sign-in' });
});
