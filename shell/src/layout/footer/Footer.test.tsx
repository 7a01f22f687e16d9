import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TestHost } from '@servenear/shared/test-host';
import { Footer } from './Footer';
import { usePopups } from '../popups/popupStore';


function renderFooter() {
  const router = createMemoryRouter([
    { path: '/', element: <Footer /> },
    { path: '/login', element: <p>Login page</p> },
  ]);
  render(
    <TestHost>
      <RouterProvider router={router} />
    </TestHost>,
  );
  return router;
}

function hrefsIn(name: string) {
  return within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Footer', () => {
  it('links every company page of customer §2', () => {
    renderFooter();
    expect(hrefsIn('Company')).toEqual([
      ['About us', '/pages/about-us'],
      ['Terms & Conditions', '/pages/terms-and-conditions'],
      ['Privacy Policy', '/pages/privacy-policy'],
      ['Cancellation Policy', '/pages/cancellation-policy'],
      ['Trust, Safety & Security', '/pages/trust-safety-security'],
      ['Business Partners', '/business-partners'],
    ]);
  });

  it('links the customer pages, with Categories near you as a button', () => {
    renderFooter();
    expect(hrefsIn('Customers')).toEqual([
      ['How to hire', '/pages/how-to-hire'],
      ['Why choose ServeNear', '/pages/why-choose-us'],
      ['Contact us', '/pages/contact-us'],
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Customers' })).getByRole('button', { name: 'Categories near you' })).toBeInTheDocument();
  });

  it('links the partner pages', () => {
    renderFooter();
    expect(hrefsIn('Partners')).toEqual([
      ['Register as a professional', '/employee-login'],
      ['Report and Queries', '/report'],
      ['How to find work', '/pages/how-to-find-work'],
      ['Why partner with ServeNear', '/pages/why-choose-us-partners'],
      ['Contact us', '/pages/contact-us-partners'],
    ]);
  });

  it('has four social links with placeholder targets and a copyright line', () => {
    renderFooter();
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn']) {
      expect(screen.getByRole('link', { name: `ServeNear on ${name}` })).toHaveAttribute('href', '#');
    }
    expect(screen.getByText(/© \d{4} ServeNear\. All rights reserved\./)).toBeInTheDocument();
  });

  it('opens the category popup from Categories near you, without leaving the page', async () => {
    const router = renderFooter();
    await userEvent.click(screen.getByRole('button', { name: 'Categories near you' }));
    expect(usePopups.getState().open).toBe('categories');
    expect(router.state.location.pathname).toBe('/');
  });
});
