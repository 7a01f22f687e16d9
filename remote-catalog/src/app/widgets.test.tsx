import { screen } from '@testing-library/react';
import { fakeApi, ok } from '@servenear/shared/testing';
import type { WidgetName } from '@servenear/shared/routes';
import { categoriesWire } from '../test/renderPage';
import { renderWidget } from '../test/renderWidget';

it.each<[WidgetName, string, string]>([
  ['category-popup', 'dialog', 'Categories'],
  ['search-popup', 'dialog', 'Search services'],
  ['hero-search', 'button', 'Filter'],
])('the App renders the %s widget', async (widget, role, name) => {
  fakeApi({ 'GET category': ok(categoriesWire), 'GET subcategory/1': ok([]) });
  renderWidget(widget);
  expect(await screen.findByRole(role, { name })).toBeInTheDocument();
});
