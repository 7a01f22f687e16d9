import { pageContractProblems } from './pageContract';
import { routeTable } from '../routes/routeTable';

// The table's own list of remote-account's built routes: this tests the check, not the table
// (routeTable.test.ts pins which routes are built).
const accountPages = routeTable.filter((entry) => entry.owner === 'remote-account' && entry.built).map((entry) => entry.path);

it('accepts a remote whose pages are exactly its built routes', () => {
  expect(accountPages).toContain('/report');
  expect(pageContractProblems('remote-account', accountPages)).toEqual([]);
});

it('names a missing page and a page for a route the remote does not own', () => {
  const pages = [...accountPages.filter((path) => path !== '/report'), '/service-book'];
  expect(pageContractProblems('remote-account', pages)).toEqual([
    'no page for the built route /report',
    'a page for /service-book, which the route table does not list as a built route of remote-account',
  ]);
});

it('names a page for a route the table lists as not built yet', () => {
  const notBuilt = routeTable.find((entry) => entry.owner !== 'shell' && !entry.built);
  if (!notBuilt || notBuilt.owner === 'shell') return; // every page is built: nothing left to check
  const owned = routeTable.filter((entry) => entry.owner === notBuilt.owner && entry.built).map((entry) => entry.path);
  expect(pageContractProblems(notBuilt.owner, [...owned, notBuilt.path])).toEqual([
    `a page for ${notBuilt.path}, which the route table does not list as a built route of ${notBuilt.owner}`,
  ]);
});
