import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createQueryClient } from '@servenear/shared/query';
import { ApiError } from '@servenear/shared/api';
import { QueryState } from './QueryState';

function List({ load, enabled = true }: { load: () => Promise<string[]>; enabled?: boolean }) {
  const query = useQuery({ queryKey: ['names'], queryFn: load, enabled });
  return (
    <QueryState query={query} empty={<p>Nothing yet</p>} notFound={<p>No such list</p>}>
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function renderList(load: () => Promise<string[]>, enabled?: boolean) {
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <List load={load} enabled={enabled} />
    </QueryClientProvider>,
  );
}

describe('QueryState', () => {
  it('shows Loading... and then the data', async () => {
    renderList(async () => ['Plumber', 'Electrician']);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('Electrician')).toBeInTheDocument();
  });

  it('shows the empty state for an empty list', async () => {
    renderList(async () => []);
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
  });

  it('says Failed to fetch data. with a Retry that loads again', async () => {
    const load = jest.fn<Promise<string[]>, []>().mockRejectedValueOnce(new ApiError(500, {}, 'Server error')).mockResolvedValueOnce(['Carpenter']);
    renderList(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Carpenter')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps data on screen when reading it again fails', async () => {
    const load = jest.fn<Promise<string[]>, []>().mockResolvedValueOnce(['Plumber']).mockRejectedValueOnce(new ApiError(500, {}, 'Server error'));
    const client = createQueryClient({ retry: false });
    render(
      <QueryClientProvider client={client}>
        <List load={load} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Plumber')).toBeInTheDocument();
    await client.refetchQueries({ queryKey: ['names'] });
    expect(client.getQueryState(['names'])?.status).toBe('error');
    expect(screen.getByText('Plumber')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws a failure its own way when asked, with the same retry', async () => {
    const load = jest.fn<Promise<string[]>, []>().mockRejectedValueOnce(new ApiError(0, {}, 'Network Error')).mockResolvedValueOnce(['Mason']);
    function Titled() {
      const query = useQuery({ queryKey: ['names'], queryFn: load });
      return (
        <QueryState query={query} failure={(retry) => <button onClick={retry}>Error: try once more</button>}>
          {(names) => <p>{names.join(', ')}</p>}
        </QueryState>
      );
    }
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <Titled />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Error: try once more' }));
    expect(await screen.findByText('Mason')).toBeInTheDocument();
  });

  it('shows the not-found state for a 404 and for nothing to ask for', async () => {
    const { unmount } = renderList(async () => Promise.reject(new ApiError(404, {}, 'Not found')));
    expect(await screen.findByText('No such list')).toBeInTheDocument();
    unmount();
    renderList(async () => ['never asked'], false);
    expect(screen.getByText('No such list')).toBeInTheDocument();
  });
});
