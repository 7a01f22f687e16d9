import { startLatePreloads } from './latePreloads';

const linksOf = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [link.getAttribute('as'), link.getAttribute('href'), link.getAttribute('crossorigin')]);

afterEach(() => {
  document.head.innerHTML = '';
});

it("preloads a drawn page's files the server listed: the manifest as the federation runtime fetches it, then the scripts", async () => {
  document.head.innerHTML = `<script id="sn-late-preloads" type="application/json">${JSON.stringify({
    manifests: ['/releases/remote-account/0.1.0-ab/mf-manifest.json'],
    scripts: ['/releases/remote-account/0.1.0-ab/remoteEntry.js', '/451.deb25046ed.js', '/1.js', '/2.js', '/3.js'],
  })}</script>`;

  const started = startLatePreloads();
  // The first few at once, the rest in the tasks after.
  expect(linksOf()).toHaveLength(4);
  await started;

  expect(linksOf()).toEqual([
    ['fetch', '/releases/remote-account/0.1.0-ab/mf-manifest.json', 'anonymous'],
    ['script', '/releases/remote-account/0.1.0-ab/remoteEntry.js', null],
    ['script', '/451.deb25046ed.js', null],
    ['script', '/1.js', null],
    ['script', '/2.js', null],
    ['script', '/3.js', null],
  ]);
});

it('preloads nothing on a page without the list, or with a broken one', async () => {
  await startLatePreloads();
  document.head.innerHTML = '<script id="sn-late-preloads" type="application/json">{broken</script>';
  await startLatePreloads();

  expect(linksOf()).toEqual([]);
});
