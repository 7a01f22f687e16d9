import { pageContractProblems } from './pageContract';

it('accepts a remote whose pages are exactly its built routes', () => {
  expect(pageContractProblems('remote-account', ['/pages/:slug', '/report', '/business-partners'])).toEqual([]);
});

it('names a missing page and a page for a route the remote does not own', () => {
  expect(pageContractProblems('remote-account', ['/pages/:slug', '/business-partners', '/service-book'])).toEqual([
    'no page for the built route /report',
    'a page for /service-book, which the route table does not list as a built route of remote-account',
  ]);
});
