/**
 * The styles the server's HTML is drawn with, inlined into the page instead of linked: the
 * shell's own stylesheet, the styles of the shared modules its boot uses (a content page's
 * article) and, on a page the server drew a remote's picture of, that remote page's styles. A
 * linked stylesheet holds the first paint for a round trip each on a slow network; inline, the
 * page paints as soon as its HTML has arrived. Hashed files never change, so each is read once.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** `<link href="/main.227a87b27d.css" rel="stylesheet">`, as the shell's build writes it. */
const SHELL_STYLESHEET = /<link href="\/([\w.-]+\.css)" rel="stylesheet">/g;

/** A shell file ('main.227a87b27d.css') or a release's ('releases/remote-account/0.1.0-ab/page-login.7fb613ab59.css'). */
const STYLESHEET = /^(?:releases\/remote-[a-z]+\/(?!\.+\/)[0-9A-Za-z.+-]+\/)?[\w.-]+\.css$/;
/** Hashed files never change; a bound only so that years of releases do not pile up. */
const CACHED_FILES = 256;

export function createStyleInliner(shellDir: string, releasesDir: string) {
  const cache = new Map<string, Promise<string | null>>();
  const read = (file: string) => {
    let css = cache.get(file);
    if (!css) {
      const onDisk = file.startsWith('releases/') ? path.join(releasesDir, file.slice('releases/'.length)) : path.join(shellDir, file);
      css = readFile(onDisk, 'utf8').catch(() => null);
      if (cache.size >= CACHED_FILES) cache.delete(cache.keys().next().value as string);
      cache.set(file, css);
    }
    return css;
  };

  /** The template with its stylesheet links, and `extra` (site paths of the shell's or a release's files), inlined. */
  return async function inlineStyles(template: string, extra: string[]): Promise<string> {
    const linked = [...template.matchAll(SHELL_STYLESHEET)].map((match) => match[1] ?? '');
    const files = [...new Set([...linked, ...extra.map((href) => href.replace(/^\//, ''))])].filter((file) => STYLESHEET.test(file));
    if (files.length === 0) return template;
    const sheets = await Promise.all(files.map(read));
    if (sheets.some((css) => css === null)) return template; // a file missing: leave the links as built
    // '</' could end the element early; CSS never needs it outside a string.
    const style = `<style>${sheets.join('\n').replace(/<\//g, '<\\/')}</style>`;
    return template.replace(SHELL_STYLESHEET, '').replace('</head>', () => `${style}</head>`);
  };
}
