/** @jest-environment node */
import { apiClient } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { useQuery } from '@servenear/shared/query';
import { useParams } from '@servenear/shared/router';
import type { RemoteAppProps } from '@servenear/shared/routes';
import { createRemotePageRenderer, type ServerRead, type ServerReadReply } from './renderRemotePage';

interface Category {
  id: number;
  name: string;
}

const get = <T,>(path: string) => apiClient.get<T>(path).then((response) => response.data);

/** A page that reads, then reads what the first answer names (a second pass), and has a read it must not make yet. */
function CategoryPage() {
  const { session, location } = useHost();
  const { id } = useParams();
  const categories = useQuery({ queryKey: ['categories'], queryFn: () => get<Category[]>('category') });
  const first = categories.data?.[0];
  const services = useQuery({ queryKey: ['services', first?.id], queryFn: () => get<string[]>(`catlist/service/${first?.id}`), enabled: first !== undefined });
  const never = useQuery({ queryKey: ['never'], queryFn: () => get<string>('never'), enabled: false });
  if (categories.isPending) return <p>Loading...</p>;
  return (
    <main>
      <h1>
        Category {id} for {session?.name ?? 'a visitor'} at {location.latitude}
      </h1>
      <p>{categories.data?.map((category) => category.name).join(', ')}</p>
      <p>{services.data?.join(', ') ?? 'no services yet'}</p>
      <p>{never.isPending ? 'not read' : 'read'}</p>
    </main>
  );
}

function App({ route }: RemoteAppProps) {
  if (route !== '/list/:id') throw new Error(`no page for ${route}`);
  return <CategoryPage />;
}

const replies: Record<string, unknown> = {
  '/api/category': [{ id: 7, name: 'Home & Personal' }],
  '/api/catlist/service/7': ['Electrician', 'Plumber'],
};

function fakeApi(reads: string[]) {
  return async ({ url }: ServerRead): Promise<ServerReadReply> => {
    reads.push(url);
    const body = replies[url];
    return body === undefined ? { status: 404, headers: {}, body: '{"message":"Not Found"}' } : { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  };
}

const renderPage = createRemotePageRenderer(App);
const visitor = { route: '/list/:id', session: null, location: { latitude: 13.08, longitude: 80.27, address: null }, viewportWidth: 412, onError: jest.fn() };

describe("a remote's page rendered on the server", () => {
  it('reads through the API the page would call, renders again with what each answer names, and returns the reads', async () => {
    const reads: string[] = [];
    const { html, queries } = await renderPage({ ...visitor, path: '/list/7?x=1', read: fakeApi(reads) });

    expect(reads).toEqual(['/api/category', '/api/catlist/service/7']);
    expect(html).toContain('Category <!-- -->7<!-- --> for <!-- -->a visitor<!-- --> at <!-- -->13.08');
    expect(html).toContain('<p>Home &amp; Personal</p><p>Electrician, Plumber</p><p>not read</p>');
    expect(queries).toEqual([
      { key: ['categories'], data: [{ id: 7, name: 'Home & Personal' }] },
      { key: ['services', 7], data: ['Electrician', 'Plumber'] },
    ]);
  });

  it('draws a failed read as the page would (its error state), without returning it', async () => {
    const reads: string[] = [];
    const { html, queries } = await renderPage({
      ...visitor,
      path: '/list/7',
      read: async (read) => (read.url === '/api/catlist/service/7' ? { status: 500, headers: {}, body: '{}' } : fakeApi(reads)(read)),
    });

    expect(html).toContain('<p>no services yet</p>');
    expect(queries.map((query) => query.key)).toEqual([['categories']]);
  });

  it('keeps each render to its own reader, when two pages render at once', async () => {
    const first: string[] = [];
    const second: string[] = [];
    await Promise.all([renderPage({ ...visitor, path: '/list/1', read: fakeApi(first) }), renderPage({ ...visitor, path: '/list/2', read: fakeApi(second) })]);

    expect(first).toEqual(['/api/category', '/api/catlist/service/7']);
    expect(second).toEqual(['/api/category', '/api/catlist/service/7']);
  });

  it('refuses a write: a page only reads while the server draws it', async () => {
    await expect(apiClient.post('user/login', {})).rejects.toMatchObject({ status: 0 });
  });
});
