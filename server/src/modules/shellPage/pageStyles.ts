/**
 * The styles the server's HTML is drawn with, inlined into the page instead of linked: the
 * shell's own stylesheet and the styles of the shared modules its boot uses (a content page's
 * article). A linked stylesheet holds the first paint for a round trip each on a slow network;
 * inline, the page paints as soon as its HTML has arrived. Hashed files never change, so each
 * is read once.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** `<link href="/main.227a87b27d.css" rel="stylesheet">`, as the shell's build writes it. */
const SHELL_STYLESHEET = /<link href="\/([\w.-]+\.css)" rel="stylesheet">/g;

export function createStyleInliner(shellDir: string) {
  const cache = new Map<string, Promise<string | null>>();
  const read = (file: string) => {
    let css = cache.get(file);
    if (!css) {
      css = readFile(path.join(shellDir, file), 'utf8').catch(() => null);
      cache.set(file, css);
    }
    return css;
  };

  /** The template with its stylesheet links, and `extra` (site paths of the shell's files), inlined. */
  return async function inlineStyles(template: string, extra: string[]): Promise<string> {
    const linked = [...template.matchAll(SHELL_STYLESHEET)].map((match) => match[1] ?? '');
    const files = [...new Set([...linked, ...extra.map((href) => href.replace(/^\//, ''))])].filter((file) => /^[\w.-]+\.css$/.test(file));
    if (files.length === 0) return template;
    const sheets = await Promise.all(files.map(read));
    if (sheets.some((css) => css === null)) return template; // a file missing: leave the links as built
    // '</' could end the element early; CSS never needs it outside a string.
    const style = `<style>${sheets.join('\n').replace(/<\//g, '<\\/')}</style>`;
    return template.replace(SHELL_STYLESHEET, '').replace('</head>', () => `${style}</head>`);
  };
}
