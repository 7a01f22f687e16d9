import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useNavigate } from 'react-router';
import { useScrollRestoration } from './useScrollRestoration';

/** How the browser says the document arrived (jsdom's performance has no navigation entries). */
function arrivedBy(type: 'navigate' | 'reload' | 'back_forward') {
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ type }] });
}

let scrollTo: jest.Mock;
beforeEach(() => {
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

function Page() {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/employee-register">Sign up as a partner</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** A document loaded at `path`: the person may follow its link or scroll down, then it unloads. */
function loadDocument(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
  return {
    followLink: () => fireEvent.click(screen.getByRole('link', { name: 'Sign up as a partner' })),
    goBack: () => fireEvent.click(screen.getByRole('button', { name: 'Back' })),
    scrollDown: (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    },
    unload: () => view.unmount(),
  };
}

describe('scroll restoration', () => {
  it('opens a newly loaded page where the browser opens it, never at the offset another page had', () => {
    arrivedBy('navigate');
    const list = loadDocument('/employee-service-edit');
    list.scrollDown(1400);
    list.unload();
    scrollTo.mockClear();

    loadDocument('/employee-login');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns a reloaded page to where it was scrolled', () => {
    arrivedBy('navigate');
    const list = loadDocument('/employee-bookings');
    list.scrollDown(900);
    list.unload();

    arrivedBy('reload');
    scrollTo.mockClear();
    loadDocument('/employee-bookings');
    expect(scrollTo).toHaveBeenCalledWith(0, 900);
  });

  it('does not give a reloaded page the offset of the page loaded before it', () => {
    arrivedBy('navigate');
    const list = loadDocument('/employee-earnings');
    list.scrollDown(700);
    list.unload();

    arrivedBy('reload');
    scrollTo.mockClear();
    loadDocument('/employee-register');
    expect(scrollTo).not.toHaveBeenCalledWith(0, 700);
  });

  it('returns to where the page the document was loaded with was scrolled, on Back to it', () => {
    arrivedBy('navigate');
    const list = loadDocument('/employee-booking-list');
    list.scrollDown(600);
    list.followLink();
    scrollTo.mockClear();
    list.goBack();
    expect(scrollTo).toHaveBeenCalledWith(0, 600);
  });

  it('opens a page reached by a link at the top', () => {
    arrivedBy('navigate');
    const login = loadDocument('/employee-login');
    login.followLink();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
