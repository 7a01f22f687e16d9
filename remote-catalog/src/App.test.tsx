import { render } from '@testing-library/react';
import App from './App';

it('refuses a route it has no page for', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<App route="/pages/:slug" />)).toThrow('remote-catalog has no page for /pages/:slug');
  quiet.mockRestore();
});
