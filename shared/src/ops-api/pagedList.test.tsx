import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { pagedList, withoutPage } from './pagedList';

interface ListQuery {
  status: string;
  page: number;
}

/** A list read as the console's hooks make it, whose answers arrive only when the test says. */
function renderList(initial: ListQuery) {
  const pending = new Map<string, (rows: string[]) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const view = renderHook(
    (query: ListQuery) =>
      useQuery({
        queryKey: ['list', query],
        queryFn: () => new Promise<string[]>((resolve) => pending.set(JSON.stringify(query), resolve)),
        ...pagedList(withoutPage(query)),
      }),
    { wrapper, initialProps: initial },
  );
  const answer = async (query: ListQuery, rows: string[]) => {
    await waitFor(() => expect(pending.has(JSON.stringify(query))).toBe(true));
    pending.get(JSON.stringify(query))!(rows);
    await waitFor(() => expect(view.result.current.data).toEqual(rows));
  };
  return { view, answer };
}

describe('a paged list while its next read loads', () => {
  it('keeps the page on screen while the next page of the same list loads', async () => {
    const { view, answer } = renderList({ status: 'pending', page: 1 });
    await answer({ status: 'pending', page: 1 }, ['SN-1', 'SN-2']);

    view.rerender({ status: 'pending', page: 2 });
    expect(view.result.current.data).toEqual(['SN-1', 'SN-2']);
    expect(view.result.current.isPlaceholderData).toBe(true);
    await answer({ status: 'pending', page: 2 }, ['SN-3']);
    expect(view.result.current.isPlaceholderData).toBe(false);
  });

  it('shows no rows of another filter while this one loads: it is loading', async () => {
    const { view, answer } = renderList({ status: 'pending', page: 1 });
    await answer({ status: 'pending', page: 1 }, ['SN-1', 'SN-2']);

    view.rerender({ status: 'verified', page: 1 });
    expect(view.result.current.data).toBeUndefined();
    expect(view.result.current.isPending).toBe(true);
    await answer({ status: 'verified', page: 1 }, ['SN-9']);
  });
});
