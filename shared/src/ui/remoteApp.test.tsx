import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { createRemoteApp } from './remoteApp';

const App = createRemoteApp('remote-example', {
  '/report': () => <h1>Report and Queries</h1>,
  '/slow': lazy(() => new Promise<never>(() => undefined)),
});

it('renders the page for the route pattern it is given', () => {
  render(<App route="/report" />);
  expect(screen.getByRole('heading', { name: 'Report and Queries' })).toBeInTheDocument();
});

it('shows the loading indicator while a lazy page arrives', () => {
  render(<App route="/slow" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
});

it('refuses a route it has no page for', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<App route="/pages/:slug" />)).toThrow('remote-example has no page for /pages/:slug');
  quiet.mockRestore();
});
