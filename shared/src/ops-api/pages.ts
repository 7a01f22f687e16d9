import { queryOptions, useMutation, useQueryClient } from '@servenear/shared/query';
import { ApiError, callEndpoint } from '@servenear/shared/api';
import { opsEditPageEndpoint, opsPageEndpoint, opsPagePreviewEndpoint, opsPagesEndpoint, opsRestorePageVersionEndpoint } from '../endpoints/opsPages';
import { opsKeys } from './keys';
import { useOpsQuery } from './signedInOps';

/** GET admin/pages: every content page with its version. */
export function useOpsPages() {
  return useOpsQuery(
    queryOptions({
      queryKey: opsKeys.pageList(),
      queryFn: ({ signal }) => callEndpoint(opsPagesEndpoint, { signal }).then((reply) => reply.data),
    }),
  );
}

/** GET admin/pages/{slug}: the page as shown, with every version. */
export function useOpsPage(slug: string) {
  return useOpsQuery(
    queryOptions({
      queryKey: opsKeys.page(slug),
      queryFn: ({ signal }) => callEndpoint(opsPageEndpoint, { params: { slug }, signal }).then((reply) => reply.data),
    }),
  );
}

/** POST admin/pages/preview: the title and content as the site would render them (nothing stored). */
export function useOpsPagePreview() {
  return useMutation({
    mutationFn: async (draft: { title: string; content: string }) => (await callEndpoint(opsPagePreviewEndpoint, { body: draft })).data,
  });
}

/** A save of the editor's draft, or a restore of a version; each names the version it started from. */
type PageChange =
  | { action: 'save'; slug: string; title: string; content: string; note?: string; baseVersion: number }
  | { action: 'restore'; slug: string; version: number; note?: string; baseVersion: number };

/**
 * PUT admin/pages/{slug} or POST …/versions/{version}/restore: a new version. The reply is the
 * page as now shown, put in the cache at once; the list is asked again. A 409 (someone else saved
 * first) asks for the page again too, so the editor can show what changed.
 */
export function useOpsPageChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: PageChange) => {
      const note = change.note ? { note: change.note } : {};
      const reply =
        change.action === 'save'
          ? await callEndpoint(opsEditPageEndpoint, { params: { slug: change.slug }, body: { title: change.title, content: change.content, base_version: change.baseVersion, ...note } })
          : await callEndpoint(opsRestorePageVersionEndpoint, { params: { slug: change.slug, version: change.version }, body: { base_version: change.baseVersion, ...note } });
      return reply;
    },
    onSuccess: (reply) => {
      client.setQueryData(opsKeys.page(reply.data.slug), reply.data);
      return client.invalidateQueries({ queryKey: opsKeys.pageList() });
    },
    onError: (error, change) => {
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: opsKeys.page(change.slug) });
    },
  });
}
