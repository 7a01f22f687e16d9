import { fileInLanguage, mainScriptInLanguage } from './languageFiles';
import type { BuildFiles } from './releaseFiles';

const shell: BuildFiles = {
  entry: null,
  chunks: { main: { files: ['/main.0123456789.js', '/main.0123456789.css'], shared: [] } },
  provides: {},
  textsVariants: { languages: ['hi', 'ta'], files: new Set(['/main.0123456789.js', '/22.abcdef0123.js']) },
};
const html = '<link rel="preload" as="script" href="/main.0123456789.js"><script defer src="/boot.1.js" data-main="/main.0123456789.js"></script>';

test("a Hindi page's HTML preloads and runs the shell's Hindi main script (decision 0067)", () => {
  expect(mainScriptInLanguage(html, shell, 'hi')).toBe(
    '<link rel="preload" as="script" href="/main.0123456789.hi.js"><script defer src="/boot.1.js" data-main="/main.0123456789.hi.js"></script>',
  );
  expect(mainScriptInLanguage(html, shell, 'en')).toBe(html);
});

test('a file keeps its name where no build wrote it in the language: a stylesheet, a file without texts, an older build', () => {
  expect(fileInLanguage('/22.abcdef0123.js', 'ta', [null, shell])).toBe('/22.abcdef0123.ta.js');
  expect(fileInLanguage('/main.0123456789.css', 'ta', [shell])).toBe('/main.0123456789.css');
  expect(fileInLanguage('/7.0000000000.js', 'hi', [shell])).toBe('/7.0000000000.js');
  const older = { ...shell, textsVariants: { languages: [], files: new Set<string>() } };
  expect(mainScriptInLanguage(html, older, 'hi')).toBe(html);
});
