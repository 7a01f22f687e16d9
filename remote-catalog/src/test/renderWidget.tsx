import { useState } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { type Session, type StoredLocation } from '@servenear/shared/host';
import { TestHost } from '@servenear/shared/test-host';
import type { WidgetName } from '@servenear/shared/routes';
import { CurrentLocation } from '@servenear/shared/testing';
import App from '../App';
import { customer } from './renderPage';

export interface RenderWidgetOptions {
  session?: Session | null;
  location?: StoredLocation;
  /** The page the shell shows around its header. */
  path?: string;
}

/**
 * This remote's ./App for one widget, mounted the way the shell's header does: beside the
 * page (whose URL shows in `data-testid="location"`), and unmounted when it calls onClose.
 */
export function renderWidget(widget: WidgetName, { session = customer, location, path = '/instand-booking' }: RenderWidgetOptions = {}) {
  const onClose = jest.fn();
  function Header() {
    const [open, setOpen] = useState(true);
    if (!open) return null;
    return (
      <App
        widget={widget}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    );
  }
  const user = userEvent.setup();
  const view = render(
    <TestHost session={session} location={location}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
        <CurrentLocation />
      </MemoryRouter>
    </TestHost>,
  );
  return { ...view, user, onClose };
}
