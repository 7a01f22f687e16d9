import { screen, within } from '@testing-library/react';
import { failed, fakeApi, ok, type FakeRoute } from '@servenear/shared/testing';
import { categoriesWire, subcategoryWire } from '../../test/renderPage';
import { renderWidget } from '../../test/renderWidget';

const located = { latitude: 12.9716, longitude: 77.5946, address: 'MG Road, Bengaluru' };
const tap = { id: 11, name: 'Tap and leak repair', category_id: 3, subcategory_id: 9, category_name: 'Home & Personal', subcategory_name: 'Plumbing' };

function heroRoutes(extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET category': ok(categoriesWire),
    'GET subcategory/2': ok([]),
    'GET subcategory/3': ok([subcategoryWire(8, 3, 'Electrician'), subcategoryWire(9, 3, 'Plumbing')]),
    'GET subcategory/4': failed(500, 'Internal Server Error'),
    'GET services/search?query=tap&latitude=12.9716&longitude=77.5946': ok([tap]),
    ...extra,
  };
}

const openHero = () => renderWidget('hero-search', { location: located });
const filter = () => screen.getByRole('button', { name: /^Filter/ });
const location = () => screen.getByTestId('location');

describe('hero search', () => {
  it('goes from the filter through a category to a subcategory’s service list', async () => {
    const { requests } = fakeApi(heroRoutes());
    const { user } = openHero();

    expect(await screen.findByRole('button', { name: 'Filter' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(filter());
    expect(filter()).toHaveAttribute('aria-expanded', 'true');
    const categories = await screen.findByRole('list', { name: 'Categories' });
    await user.click(within(categories).getByRole('button', { name: 'Home & Personal' }));

    expect(screen.getByRole('button', { name: 'Back to categories' })).toHaveFocus();
    expect(filter()).toHaveAccessibleName('Filter: Home & Personal');
    const plumbing = await screen.findByRole('link', { name: 'Plumbing' });
    expect(plumbing).toHaveAttribute('href', '/list-of-services?category=3&subcategory=9');
    await user.click(plumbing);

    expect(location()).toHaveTextContent('/list-of-services?category=3&subcategory=9');
    expect(filter()).toHaveAttribute('aria-expanded', 'false');
    expect(filter()).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Plumbing' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === 'category')).toHaveLength(1);
  });

  it("goes back to the categories, and says when a category's subcategories fail or are none", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(heroRoutes());
    const { user } = openHero();

    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: 'Tutor/Consultancies' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch subcategories');

    await user.click(screen.getByRole('button', { name: 'Back to categories' }));
    expect(filter()).toHaveAccessibleName('Filter');
    expect(screen.getByRole('button', { name: 'Industry & Factory' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Retail & Shop' }));
    expect(await screen.findByText('No subcategory exist')).toBeInTheDocument();
    log.mockRestore();
  });

  it('closes the filter menu on Escape and on a press outside it', async () => {
    fakeApi(heroRoutes());
    const { user } = openHero();

    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    await screen.findByRole('list', { name: 'Categories' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
    expect(filter()).toHaveFocus();

    await user.click(filter());
    await screen.findByRole('list', { name: 'Categories' });
    await user.click(location());
    expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('searches like the popup: matches under the box, Enter opens the best one’s service list', async () => {
    fakeApi(heroRoutes());
    const { user } = openHero();

    await user.type(await screen.findByRole('searchbox', { name: 'Search for a service' }), 'tap');
    expect(await screen.findByRole('link', { name: /Tap and leak repair/ })).toHaveAttribute(
      'href',
      '/list-of-services?category=3&subcategory=9',
    );
    await user.keyboard('{Enter}');

    expect(location()).toHaveTextContent('/list-of-services?category=3&subcategory=9');
    expect(screen.queryByRole('link', { name: /Tap and leak repair/ })).not.toBeInTheDocument();
  });

  it('closes the matches on Escape and on a press outside, and shows them again on typing', async () => {
    fakeApi(heroRoutes({ 'GET services/search?query=ta&latitude=12.9716&longitude=77.5946': ok([tap]) }));
    const { user } = openHero();

    const box = await screen.findByRole('searchbox', { name: 'Search for a service' });
    await user.type(box, 'tap');
    await screen.findByRole('link', { name: /Tap and leak repair/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: /Tap and leak repair/ })).not.toBeInTheDocument();
    expect(box).toHaveValue('tap');

    await user.type(box, '{Backspace}');
    expect(await screen.findByRole('link', { name: /Tap and leak repair/ })).toBeInTheDocument();
    await user.click(location());
    expect(screen.queryByRole('link', { name: /Tap and leak repair/ })).not.toBeInTheDocument();
  });
});
