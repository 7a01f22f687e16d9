import type { RouteEntry } from '@servenear/shared/routes';
import { RemoteRegion } from '../federation/RemoteRegion';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ContentPreview } from './ContentPreview';

/** A remote-owned route once the guard let it through: the owning remote's region, or the
 * not-found page while that page is not built (never a placeholder). */
export function RouteContent({ entry }: { entry: RouteEntry }) {
  if (!entry.built || entry.owner === 'shell') return <NotFoundPage />;
  const placeholder = entry.path === '/pages/:slug' ? <ContentPreview /> : undefined;
  return <RemoteRegion key={`${entry.owner}:${entry.path}`} remote={entry.owner} route={entry.path} placeholder={placeholder} />;
}
