import { screen, within } from '@testing-library/react';
import { failed, fakeApi, ok, pendingReply } from '@servenear/shared/testing';
import { categoriesWire, subcategoryWire } from '../../test/renderPage';
import { renderWidget } from '../../test/renderWidget';

const subcategories = {
  'GET subcategory/1': ok([subcategoryWire(1, 1, 'Welding'), subcategoryWire(2, 1, 'Machine repair')]),
  'GET subcategory/3': ok([subcategoryWire(8, 3, 'Electrician'), subcategoryWire(9, 3, 'Plumbing')]),
};

describe('category popup widget', () => {
  it("shows 'Loading...', then the first category selected with its subcategories as links", async () => {
    const categories = pendingReply();
    fakeApi({ 'GET category': categories, ...subcategories });
    renderWidget('category-popup');

    const dialog = await screen.findByRole('dialog', { name: 'Categories' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading...');
    categories.resolve(ok(categoriesWire));

    expect(await within(dialog).findByRole('button', { name: 'Industry & Factory' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Home & Personal' })).toHaveAttribute('aria-pressed', 'false');
    expect(await within(dialog).findByRole('link', { name: 'Welding' })).toHaveAttribute('href', '/list-of-services?category=1&subcategory=1');
    expect(within(dialog).getByRole('link', { name: 'Machine repair' })).toHaveAttribute('href', '/list-of-services?category=1&subcategory=2');
  });

  it('goes to the chosen subcategory’s service list and closes', async () => {
    fakeApi({ 'GET category': ok(categoriesWire), ...subcategories });
    const { user, onClose } = renderWidget('category-popup');

    await user.click(await screen.findByRole('button', { name: 'Home & Personal' }));
    await user.click(await screen.findByRole('link', { name: 'Plumbing' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/list-of-services?category=3&subcategory=9');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("reads a category's subcategories once while they are fresh", async () => {
    const { requests } = fakeApi({ 'GET category': ok(categoriesWire), ...subcategories });
    const { user } = renderWidget('category-popup');

    await screen.findByRole('link', { name: 'Welding' });
    await user.click(screen.getByRole('button', { name: 'Home & Personal' }));
    await screen.findByRole('link', { name: 'Plumbing' });
    await user.click(screen.getByRole('button', { name: 'Industry & Factory' }));

    expect(screen.getByRole('link', { name: 'Welding' })).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual(['category', 'subcategory/1', 'subcategory/3']);
  });

  it("logs a category failure and says 'Failed to fetch data.'", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ 'GET category': failed(500, 'Internal Server Error') });
    renderWidget('category-popup');

    const dialog = await screen.findByRole('dialog', { name: 'Categories' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch data.');
    expect(log).toHaveBeenCalledWith('Failed to load the categories', expect.anything());
    log.mockRestore();
  });

  it('closes with the close button', async () => {
    fakeApi({ 'GET category': ok(categoriesWire), ...subcategories });
    const { user, onClose } = renderWidget('category-popup');

    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
