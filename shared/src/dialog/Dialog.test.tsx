import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { Dialog } from './Dialog';

/** A page drawn with its dialog already open, as /complete-booking is when an approval waits. */
function PageWithOpenDialog() {
  return (
    <main>
      <h1>Completed bookings</h1>
      <Dialog labelledBy="note-title" closeLabel="Close" onClose={() => {}}>
        <h2 id="note-title">Approve the work</h2>
      </Dialog>
    </main>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

test('a page with an open dialog draws on the server without it (no portal there), and the dialog opens once the page hydrates', async () => {
  const html = renderToString(<PageWithOpenDialog />);
  expect(html).toContain('Completed bookings');
  expect(html).not.toContain('Approve the work');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <PageWithOpenDialog />, { onRecoverableError: (error) => recoverable.push(error) });
  });

  expect(recoverable).toEqual([]);
  expect(screen.getByRole('dialog', { name: 'Approve the work' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  expect(document.body.style.overflow).toBe('hidden');
});
