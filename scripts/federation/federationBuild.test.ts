/**
 * The build contracts between the shell and the remotes that live in source comments and
 * globals, where the compiler cannot see them (docs/architecture.md §3).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { remoteNames, routeChunkName } from '@servenear/shared/routes';
import { unnamedChunkImports, widgetChunkName } from '@servenear/shared/testing';
import { FEDERATION_LIBRARY_GLOBALS } from './federationRuntime';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFile(path.join(root, file), 'utf8');

describe('route chunk names', () => {
  it.each(remoteNames)("names every page chunk of %s after its route, so the server can preload a route's files", async (remote) => {
    const source = await read(`${remote}/src/app/pages.ts`);
    expect(source).toContain('webpackChunkName');
    expect(unnamedChunkImports(source, routeChunkName)).toEqual([]);
  });

  it("names the catalogue's widget chunks after their widgets", async () => {
    expect(unnamedChunkImports(await read('remote-catalog/src/app/widgets.ts'), widgetChunkName)).toEqual([]);
  });

  it('finds a page imported without its name, or under another', () => {
    const source = `{
      '/login': lazy(() => import('../features/login/LoginPage')),
      '/pages/:slug': lazy(() =>
        import(/* webpackChunkName: "page-pages" */ '../features/content-page/routes').then((m) => ({ default: m.Page })),
      ),
      '/report': lazy(() => import(/* webpackChunkName: "page-report" */ '../features/report/ReportPage')),
    }`;
    expect(unnamedChunkImports(source, routeChunkName)).toEqual([
      '/login is not imported as chunk "page-login"',
      '/pages/:slug is not imported as chunk "page-pages-slug"',
    ]);
  });

  it('derives a file-safe name from a route pattern', () => {
    expect(routeChunkName('/pages/:slug')).toBe('page-pages-slug');
    expect(routeChunkName('/ServiceEdit/other')).toBe('page-ServiceEdit-other');
    expect(routeChunkName('/list-of-services')).toBe('page-list-of-services');
  });
});

describe('one federation runtime', () => {
  it('has the shell provide every library the remotes are built without, under the same global', async () => {
    const shellSide = await read('shell/src/federation/provideFederationRuntime.ts');
    for (const [library, global] of Object.entries(FEDERATION_LIBRARY_GLOBALS)) {
      expect(shellSide).toContain(`'${library}': '${global}'`);
      expect(shellSide).toContain(`from '${library}'`);
    }
  });
});
