/**
 * The shell's first paint comes before its main script runs. index.html loads `main` with
 * `defer`: when the page and `main` have both arrived (a warm cache, a fast link, Lighthouse's
 * trace), the browser evaluates it in the task that parses the HTML, and lays out and paints
 * the page only after it: on a 4× slowed CPU that task was the longest of every page (parse,
 * 60–100 ms of `main`, layout), right at the first paint. So the page the server sends loads
 * this tiny script instead, which adds `main` (already downloading through a preload) once the
 * browser has painted a frame. It is served from the site (the Content-Security-Policy allows no
 * inline script) under a name that changes with its text, so it can be cached for good.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE } from '../../plugins/static';

/** Marked when `main` is added, after the first frame: the end-to-end tests compare it with the first paint. */
export const MAIN_REQUESTED_MARK = 'sn-main-requested';

// ES5 and no dependencies: it runs before anything else of ours. Two animation frames, then a
// task: the first frame (the page's first paint) has been shown by then. A page that paints no
// frame (a tab opened in the background) gets `main` at once, or as soon as it is hidden: no
// timer, which on a slow phone could fire before the first frame it is there to wait for.
export const BOOT_SCRIPT = `(function(){var s=document.currentScript,m=s&&s.getAttribute('data-main'),d=false;if(!m)return;function go(){if(d)return;d=true;if(window.performance&&performance.mark)performance.mark('${MAIN_REQUESTED_MARK}');var e=document.createElement('script');e.src=m;document.head.appendChild(e)}var f=window.requestAnimationFrame;if(!f||document.visibilityState==='hidden')return go();document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')go()});f(function(){f(function(){setTimeout(go,0)})})})();\n`;

export const BOOT_SCRIPT_PATH = `/boot.${createHash('sha256').update(BOOT_SCRIPT).digest('hex').slice(0, 10)}.js`;

const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;

/**
 * index.html with its deferred main script loaded through the boot script: the file is
 * preloaded at once (its download is not delayed), and evaluated after the first paint. A
 * template without such a script (a future build) is left as it is.
 */
export function paintBeforeMain(template: string): string {
  return template.replace(DEFERRED_SCRIPT, (_, main: string) => `<link rel="preload" as="script" href="${main}"><script defer src="${BOOT_SCRIPT_PATH}" data-main="${main}"></script>`);
}

/** GET BOOT_SCRIPT_PATH: its name changes with its text, so a browser keeps it for a year. */
export function sendBootScript(_request: FastifyRequest, reply: FastifyReply) {
  return reply.header('cache-control', IMMUTABLE).type('text/javascript; charset=utf-8').send(BOOT_SCRIPT);
}
