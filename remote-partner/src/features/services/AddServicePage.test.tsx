import { screen, waitFor } from '@testing-library/react';
import { failed, fakeApi, formFields, type FakeRoute } from '@servenear/shared/testing';
import { serviceFormMessages } from '@servenear/shared/partner-schemas';
import { catalogueRoutes, probe, renderServicePage, serviceCardWire } from '../../test/servicesServer';
import { serviceTexts } from './texts';

function renderAdd(routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({ ...catalogueRoutes, ...routes });
  const view = renderServicePage('/add-service');
  return { posts: () => api.requests.filter((request) => request.method === 'POST'), ...view };
}

type User = ReturnType<typeof renderAdd>['user'];

async function fill(user: User) {
  await waitFor(() => expect(screen.getByLabelText(serviceTexts.category)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(serviceTexts.category), '1');
  await waitFor(() => expect(screen.getByLabelText(serviceTexts.subCategory)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(serviceTexts.subCategory), '5');
  await user.type(screen.getByLabelText(serviceTexts.serviceName), 'Balcony garden');
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: serviceTexts.add }));

describe('add service', () => {
  it('asks for category, subcategory and the name, and sends nothing without them', async () => {
    const { user, posts } = renderAdd();
    await waitFor(() => expect(screen.getByLabelText(serviceTexts.category)).toBeEnabled());
    // Only the subcategory follows the category here: the service is named, not chosen.
    expect(screen.getByLabelText(serviceTexts.subCategory)).toBeDisabled();
    expect(screen.queryByLabelText(serviceTexts.service)).not.toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText(serviceFormMessages.categoryRequired)).toBeInTheDocument();
    expect(screen.getByText(serviceFormMessages.subCategoryRequired)).toBeInTheDocument();
    expect(screen.getByText(serviceFormMessages.serviceNameRequired)).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it("adds the service, toasts the reply's message and opens the list", async () => {
    const { user, posts, notices } = renderAdd({
      'POST employee/add-service': {
        status: 200,
        body: { status: 200, message: serviceFormMessages.added, data: serviceCardWire({ id: null, name: 'Balcony garden', servicetype: 'other', employee_type: null, approval: 'pending' }) },
      },
    });
    await fill(user);
    await submit(user);
    await waitFor(() => expect(probe()).toMatch(/^\/employee-service-edit\|/));
    expect(notices).toEqual([{ kind: 'success', message: serviceFormMessages.added }]);
    expect(formFields(posts()[0]?.body)).toEqual([
      ['category', '1'],
      ['subCategory', '5'],
      ['service', 'Balcony garden'],
    ]);
  });

  it("shows the reply's message when the service is refused", async () => {
    const { user, notices } = renderAdd({
      'POST employee/add-service': failed(409, serviceFormMessages.alreadyInCatalogue, { service: [serviceFormMessages.alreadyInCatalogue] }),
    });
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(serviceFormMessages.alreadyInCatalogue);
    expect(screen.getByLabelText(serviceTexts.serviceName)).toHaveAccessibleDescription(serviceFormMessages.alreadyInCatalogue);
    expect(notices).toEqual([{ kind: 'error', message: serviceFormMessages.alreadyInCatalogue }]);
    expect(probe()).toMatch(/^\/add-service\|/);
  });

  it("says 'An error occurred' when the reply has no message of its own", async () => {
    const { user } = renderAdd({ 'POST employee/add-service': 'network-error' });
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });
});
