import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  opsEditPageEndpoint,
  opsPageEndpoint,
  opsPageMessages,
  opsPagePreviewEndpoint,
  opsPagesEndpoint,
  opsRestorePageVersionEndpoint,
} from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { auditNote, currentOps, opsOnly } from '../../plugins/opsGuard';
import { editPage, pageDetail, pagesList, previewPage, restorePageVersion } from './versions';

/** Issue 39, under /api/admin: content pages for ops with pages.manage (support, admin). */
export const opsPageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const manage = opsOnly('pages.manage');
  const deps = { db: context.db, clock: context.clock };

  routeOf(app, opsPagesEndpoint, manage, async () => ({ status: 200, data: await pagesList(context.db) }));

  routeOf(app, opsPageEndpoint, manage, async (request) => ({ status: 200, data: await pageDetail(context.db, request.params.slug) }));

  // Changes nothing: no audit row (a POST only because the content does not fit in an address).
  routeOf(app, opsPagePreviewEndpoint, manage, async (request) => {
    request.opsAudit = null;
    return { status: 200, data: await previewPage(request.body) };
  });

  routeOf(app, opsEditPageEndpoint, manage, async (request) => {
    const { page, version } = await editPage(deps, currentOps(request).userId, request.params.slug, request.body);
    // The page's HTML is in the versions table: the audit row keeps which version, not the content again.
    auditNote(request, { action: 'page.edit', subject: `page:${page.slug}`, details: { body: { title: request.body.title, note: request.body.note ?? null, base_version: request.body.base_version }, version } });
    return { status: 200, message: opsPageMessages.saved, data: page };
  });

  routeOf(app, opsRestorePageVersionEndpoint, manage, async (request) => {
    const { page, version } = await restorePageVersion(deps, currentOps(request).userId, request.params.slug, request.params.version, request.body);
    auditNote(request, { action: 'page.restore', subject: `page:${page.slug}`, details: { version } });
    return { status: 200, message: opsPageMessages.restored, data: page };
  });
};
