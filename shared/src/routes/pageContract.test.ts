import { pageContractProblems } from './pageContract';

const accountPages = [
  '/pages/:slug',
  '/report',
  '/business-partners',
  '/login',
  '/sign-in',
  '/otp-verification',
  '/forgot',
  '/reset-password',
  '/create-new-password',
  '/user-edit',
  '/notification',
  '/change-password',
  '/privacy-policy',
  '/user-report',
];

it('accepts a remote whose pages are exactly its built routes', () => {
  expect(pageContractProblems('remote-account', accountPages)).toEqual([]);
});

it('names a missing page and a page for a route the remote does not own', () => {
  const pages = [...accountPages.filter((path) => path !== '/report'), '/service-book'];
  expect(pageContractProblems('remote-account', pages)).toEqual([
    'no page for the built route /report',
    'a page for /service-book, which the route table does not list as a built route of remote-account',
  ]);
});
