import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyWithQueryClient } from './lazyWithQueryClient';
import { loadQueryClient } from './queryRuntime';

const Plain = ({ label }: { label: string }) => <p>{`plain ${label}`}</p>;

test('a part whose code cannot be loaded stays its plain version and the page goes on', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Part = lazyWithQueryClient<{ label: string }>(() => Promise.reject(new Error('chunk failed')), Plain);
  render(
    <Suspense fallback={<p>loading</p>}>
      <Part label="bell" />
    </Suspense>,
  );
  expect(await screen.findByText('plain bell')).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith('ServeNear: the query client could not be loaded', expect.any(Error));
  log.mockRestore();
});

test('a part renders once its code and the page’s query client have loaded', async () => {
  const Part = lazyWithQueryClient<{ label: string }>(async () => ({ default: ({ label }) => <p>{`live ${label}`}</p> }), Plain);
  render(
    <Suspense fallback={<p>loading</p>}>
      <Part label="cart" />
    </Suspense>,
  );
  expect(await screen.findByText('live cart')).toBeInTheDocument();
  // The same client every caller gets: one per page.
  expect(await loadQueryClient()).toBe(await loadQueryClient());
});
