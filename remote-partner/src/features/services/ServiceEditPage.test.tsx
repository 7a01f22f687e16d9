import { screen, waitFor, within } from '@testing-library/react';
import { failed, fakeApi, formFields, ok, type FakeRoute } from '@servenear/shared/testing';
import type { PartnerServiceEditWire } from '@servenear/shared/wire';
import { serviceFormMessages } from '@servenear/shared/partner-schemas';
import { catalogueRoutes, photo, probe, renderServicePage, savedCardReply } from '../../test/servicesServer';
import { serviceTexts } from './texts';

jest.setTimeout(20_000);

const stored: PartnerServiceEditWire = {
  action_id: 21,
  username: 'Ravi Kumar',
  mobile_number: '9876500002',
  email: 'ravi@example.in',
  address: 'Adyar, Chennai',
  service_id: 6,
  category_id: 1,
  subcategory_id: 3,
  employee_type: 'full_time',
  description: 'Sofas and carpets',
  image_url: ['/api/files/service-photos/a-640.jpg', '/api/files/service-photos/b-640.jpg', '/api/files/service-photos/c-640.jpg'],
  video_url: null,
  checkbox: true,
  custom_service: null,
  approval: 'approved',
};

const storedOther: PartnerServiceEditWire = { ...stored, action_id: 22, service_id: null, custom_service: 'Balcony garden', approval: 'pending', employee_type: 'part_time' };

function renderEdit(route: string, state: unknown, routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    ...catalogueRoutes,
    'GET employee/editservice/21': ok(stored),
    'GET employee/other/editservice/22': ok(storedOther),
    'POST employee/edit-upload-service': savedCardReply('Service updated successfully'),
    ...routes,
  });
  const view = renderServicePage(route, { state });
  return { api, posts: () => api.requests.filter((request) => request.method === 'POST'), ...view };
}

const save = (user: ReturnType<typeof renderEdit>['user']) => user.click(screen.getByRole('button', { name: serviceTexts.save }));

describe('service edit', () => {
  it.each(['/ServiceEdit', '/ServiceEdit/other', '/service-edit'])('%s without a cardId shows /error', async (route) => {
    const { api } = renderEdit(route, undefined);
    await waitFor(() => expect(probe()).toBe('/error|null'));
    expect(api.requests.filter((request) => request.url.includes('editservice'))).toEqual([]);
  });

  it('fills the form with the stored values and shows the stored photos', async () => {
    renderEdit('/ServiceEdit', { cardId: 21 });
    expect(await screen.findByLabelText(serviceTexts.name)).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText(serviceTexts.address)).toHaveValue('Adyar, Chennai');
    await waitFor(() => expect(screen.getByLabelText(serviceTexts.service)).toHaveValue('6'));
    expect(screen.getByLabelText(serviceTexts.category)).toHaveValue('1');
    expect(screen.getByLabelText(serviceTexts.subCategory)).toHaveValue('3');
    expect(screen.getByLabelText(serviceTexts.employeeType)).toHaveValue('full_time');
    expect(screen.getByLabelText(serviceTexts.description)).toHaveValue('Sofas and carpets');
    expect(screen.getByLabelText(serviceTexts.checkbox)).toBeChecked();
    const photos = within(screen.getByRole('list', { name: serviceTexts.storedPhotos })).getAllByRole('img');
    expect(photos.map((image) => image.getAttribute('src'))).toEqual(stored.image_url);
  });

  it('says which stored photos are processing or failed instead of showing them, and what became of the video (issue 37)', async () => {
    const stems = ['a', 'b', 'c'].map((letter) => letter.repeat(32));
    const video = `${'d'.repeat(32)}.mp4`;
    renderEdit('/ServiceEdit', { cardId: 21 }, {
      'GET employee/editservice/21': ok({
        ...stored,
        image_url: stems.map((stem) => `/api/files/service-photos/${stem}-640.jpg`),
        video_url: `/api/files/service-videos/${video}`,
        media_status: [
          { name: stems[1]!, status: 'processing' },
          { name: stems[2]!, status: 'failed' },
          { name: video, status: 'failed' },
        ],
      }),
    });
    const list = await screen.findByRole('list', { name: serviceTexts.storedPhotos });
    expect(within(list).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual([`/api/files/service-photos/${stems[0]}-640.jpg`]);
    expect(within(list).getByText('Processing…')).toBeInTheDocument();
    expect(within(list).getByText('This photo could not be processed. Please upload it again.')).toBeInTheDocument();
    expect(screen.getByText(/This video could not be processed\. Please upload it again\./)).toBeInTheDocument();
  });

  it('needs exactly 3 new photos once any are chosen, and sends nothing with 2', async () => {
    const { user, posts } = renderEdit('/ServiceEdit', { cardId: 21 });
    await user.upload(await screen.findByLabelText(serviceTexts.replacePhotos), [photo('1.jpg'), photo('2.jpg')]);
    await save(user);
    expect(await screen.findByText('You must upload exactly 3 images')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('resubmits with action_id and service_id, keeping the stored photos, and goes back to the list', async () => {
    const { user, posts, notices } = renderEdit('/ServiceEdit', { cardId: 21 });
    const description = await screen.findByLabelText(serviceTexts.description);
    await waitFor(() => expect(screen.getByLabelText(serviceTexts.service)).toHaveValue('6'));
    await user.clear(description);
    await user.type(description, 'Sofas, carpets and curtains');
    await save(user);

    await waitFor(() => expect(probe()).toMatch(/^\/employee-service-edit\|/));
    expect(notices).toEqual([{ kind: 'success', message: 'Service updated successfully' }]);
    const fields = formFields(posts()[0]?.body);
    expect(fields).toEqual(expect.arrayContaining([['description', 'Sofas, carpets and curtains'], ['service', '6'], ['action_id', '21'], ['service_id', '6']]));
    expect(fields.some(([field]) => field === 'images[]')).toBe(false);
  });

  it('sends exactly 3 new photos', async () => {
    const { user, posts } = renderEdit('/service-edit', { cardId: 21 });
    await user.upload(await screen.findByLabelText(serviceTexts.replacePhotos), [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')]);
    await save(user);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(formFields(posts()[0]?.body).filter(([field]) => field === 'images[]')).toEqual([
      ['images[]', '1.jpg'],
      ['images[]', '2.jpg'],
      ['images[]', '3.jpg'],
    ]);
  });

  it('edits an other service with its name and the service fixed to Other', async () => {
    const { user, posts, api } = renderEdit('/ServiceEdit/other', { cardId: 22 });
    const customService = await screen.findByLabelText(serviceTexts.customService);
    expect(customService).toHaveValue('Balcony garden');
    expect(customService).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(serviceTexts.service)).toBeDisabled();
    expect(screen.getByLabelText(serviceTexts.service)).toHaveDisplayValue('Other');
    await user.clear(customService);
    await user.type(customService, 'Terrace garden');
    await save(user);

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(api.requests.map((request) => request.url)).toContain('employee/other/editservice/22');
    expect(formFields(posts()[0]?.body)).toEqual(expect.arrayContaining([['service', 'other'], ['customService', 'Terrace garden'], ['action_id', '22'], ['service_id', '']]));
  });

  it('keeps the name of an approved other service', async () => {
    renderEdit('/ServiceEdit/other', { cardId: 22 }, { 'GET employee/other/editservice/22': ok({ ...storedOther, approval: 'approved', service_id: 12 }) });
    expect(await screen.findByLabelText(serviceTexts.customService)).toHaveAttribute('readonly');
  });

  it("says 'Failed to load service data' when the values cannot be read", async () => {
    renderEdit('/ServiceEdit', { cardId: 21 }, { 'GET employee/editservice/21': failed(500, 'Internal Server Error') });
    expect(await screen.findByText('Failed to load service data')).toBeInTheDocument();
    expect(screen.queryByLabelText(serviceTexts.name)).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an edit", async () => {
    const { user } = renderEdit('/ServiceEdit', { cardId: 21 }, { 'POST employee/edit-upload-service': failed(409, serviceFormMessages.alreadyOffered, { service: [serviceFormMessages.alreadyOffered] }) });
    await waitFor(async () => expect(await screen.findByLabelText(serviceTexts.service)).toHaveValue('6'));
    await save(user);
    await waitFor(() => expect(screen.getByLabelText(serviceTexts.service)).toHaveAccessibleDescription(serviceFormMessages.alreadyOffered));
    expect(probe()).toMatch(/^\/ServiceEdit\|/);
  });
});
