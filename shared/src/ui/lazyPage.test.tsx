import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazyPage';

it('imports the named modules one per task, in order, before the page, and then draws the page', async () => {
  const events: string[] = [];
  // A task queued at each import: it runs before the next import only if that import waits for a new task.
  const moduleLoad = (name: string) => () => {
    events.push(`import ${name}`);
    setTimeout(() => events.push(`task after ${name}`), 0);
    return Promise.resolve({});
  };
  const Page = lazyPage(
    () => {
      events.push('import page');
      return Promise.resolve({ default: () => <h1>Login</h1> });
    },
    [moduleLoad('api'), moduleLoad('schemas')],
  );

  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );

  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(events).toEqual(['import api', 'task after api', 'import schemas', 'task after schemas', 'import page']);
});

