import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerViewportContext } from './serverViewport';
import { useViewportWidth } from './viewportWidth';

function Width({ label }: { label: string }) {
  return <p>{`${label}: ${useViewportWidth()}`}</p>;
}

const initialWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = initialWidth;
});

it('follows the window through resizes, each reader alike', () => {
  render(
    <>
      <Width label="a" />
      <Width label="b" />
    </>,
  );
  expect(screen.getByText(`a: ${initialWidth}`)).toBeInTheDocument();

  window.innerWidth = 600;
  act(() => void window.dispatchEvent(new Event('resize')));

  expect(screen.getByText('a: 600')).toBeInTheDocument();
  expect(screen.getByText('b: 600')).toBeInTheDocument();
});

it('asks the window once per change: a render between resizes reuses the width it has', () => {
  const { rerender } = render(<Width label="w" />);
  let width = 700;
  let reads = 0;
  // jsdom's innerWidth is a plain value: a getter that counts the asks in its place.
  Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => (reads++, width) });
  try {
    rerender(<Width label="w" />);
    rerender(<Width label="w" />);
    expect(reads).toBe(0);

    width = 800;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(screen.getByText('w: 800')).toBeInTheDocument();
    expect(reads).toBe(1);
  } finally {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: initialWidth });
  }
});

it('reads the window afresh once nothing listens (a resize then went unseen)', () => {
  const first = render(<Width label="w" />);
  first.unmount();
  window.innerWidth = 375;

  render(<Width label="w" />);

  expect(screen.getByText('w: 375')).toBeInTheDocument();
});

it("gives the server's guess in a server render", () => {
  const html = renderToString(
    <ServerViewportContext.Provider value={1280}>
      <Width label="server" />
    </ServerViewportContext.Provider>,
  );
  expect(html).toContain('server: 1280');
});
