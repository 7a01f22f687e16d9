import { pageHints } from './pageHints';
import type { BuildFiles } from './releaseFiles';

const ARTICLE = '@servenear/shared-0123456789/content-article';
const base = '/releases/remote-account/0.1.0-acc';

/** The shell provides the content article (its boot draws content pages); the remote has its own copy too. */
const shell: BuildFiles = {
  entry: null,
  chunks: { main: { files: ['/main.0000000001.js'], shared: [ARTICLE] } },
  provides: { [ARTICLE]: ['/171.0000000002.css', '/171.0000000003.js'] },
  textsVariants: { languages: ['hi', 'ta'], files: new Set(['/main.0000000001.js']) },
};
const remote: BuildFiles = {
  entry: `${base}/remoteEntry.js`,
  chunks: {
    __federation_expose_App: { files: [`${base}/__federation_expose_App.0000000004.js`], shared: [] },
    'page-privacy-policy': { files: [`${base}/page-privacy-policy.0000000005.js`, `${base}/page-privacy-policy.0000000006.css`], shared: [ARTICLE] },
  },
  provides: { [ARTICLE]: [`${base}/5171.0000000007.css`, `${base}/5171.0000000008.js`] },
  textsVariants: { languages: ['hi', 'ta'], files: new Set([`${base}/page-privacy-policy.0000000005.js`]) },
};

test("a remote page's picture gets the remote's own copy of a shell-provided module's styles, which its server render names", () => {
  const hints = pageHints(
    shell,
    { remote: 'remote-account', route: '/privacy-policy' },
    { manifestUrl: `${base}/mf-manifest.json`, files: remote },
    new URL('http://localhost/privacy-policy'),
    false,
  );

  // The browser uses the shell's copy (loaded first): its styles and the page's own.
  expect(hints.stylesheets).toEqual(['/171.0000000002.css']);
  expect(hints.styles).toEqual([`${base}/page-privacy-policy.0000000006.css`]);
  // The server's picture was drawn by the remote's render, with its own copy's class names.
  expect(hints.pictureStyles).toEqual([`${base}/5171.0000000007.css`]);
});

test('a page in Hindi preloads the Hindi files of the builds that wrote them, and the one remote entry (decision 0067)', () => {
  const hintsIn = (language: 'en' | 'hi') =>
    pageHints(
      shell,
      { remote: 'remote-account', route: '/privacy-policy' },
      { manifestUrl: `${base}/mf-manifest.json`, files: remote },
      new URL('http://localhost/privacy-policy'),
      false,
      {},
      language,
    ).scripts;

  expect(hintsIn('hi')).toEqual([
    // The shell's copy of the article has no texts: one file for every language.
    '/171.0000000003.js',
    `${base}/remoteEntry.js`,
    `${base}/__federation_expose_App.0000000004.js`,
    `${base}/page-privacy-policy.0000000005.hi.js`,
  ]);
  expect(hintsIn('en')).toContain(`${base}/page-privacy-policy.0000000005.js`);
});

test('a build from before the variants keeps its files in every language', () => {
  const older: BuildFiles = { ...remote, textsVariants: { languages: [], files: new Set() } };
  const scripts = pageHints(shell, { remote: 'remote-account', route: '/privacy-policy' }, { manifestUrl: `${base}/mf-manifest.json`, files: older }, new URL('http://localhost/privacy-policy'), false, {}, 'ta').scripts;
  expect(scripts).toContain(`${base}/page-privacy-policy.0000000005.js`);
});
