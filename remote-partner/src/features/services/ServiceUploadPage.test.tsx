import { screen, waitFor, within } from '@testing-library/react';
import { failed, fakeApi, formFields, pendingReply, type FakeRoute } from '@servenear/shared/testing';
import { MAX_PHOTO_BYTES, MAX_VIDEO_BYTES, serviceFormMessages } from '@servenear/shared/partner-schemas';
import { catalogueRoutes, fileOf, photo, probe, renderServicePage, savedCardReply } from '../../test/servicesServer';
import { fill } from '@servenear/shared/i18n';
import { serviceTexts } from './texts';

function renderUpload(routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({ ...catalogueRoutes, ...routes });
  const view = renderServicePage('/service-upload');
  const posts = () => api.requests.filter((request) => request.method === 'POST');
  return { api, posts, ...view };
}

type User = ReturnType<typeof renderUpload>['user'];

async function chooseCatalogueService(user: User, service = '4') {
  await waitFor(() => expect(screen.getByLabelText(serviceTexts.category)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(serviceTexts.category), '1');
  await waitFor(() => expect(screen.getByLabelText(serviceTexts.subCategory)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(serviceTexts.subCategory), '3');
  await waitFor(() => expect(screen.getByLabelText(serviceTexts.service)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(serviceTexts.service), service);
}

async function fillTheRest(user: User, photos: File[] = [photo('front.jpg')]) {
  await user.selectOptions(screen.getByLabelText(serviceTexts.employeeType), 'part_time');
  await user.type(screen.getByLabelText(serviceTexts.description), 'Kitchens and bathrooms');
  await user.upload(screen.getByLabelText(serviceTexts.addPhotos), photos);
  await user.click(screen.getByLabelText(serviceTexts.checkbox));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: serviceTexts.upload }));

jest.setTimeout(20_000);

describe('service upload', () => {
  it("starts from the partner's profile and links to /add-service", async () => {
    renderUpload();
    expect(await screen.findByLabelText(serviceTexts.name)).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText(serviceTexts.mobile)).toHaveValue('9876500002');
    expect(screen.getByLabelText(serviceTexts.email)).toHaveValue('ravi@example.in');
    expect(screen.getByLabelText(serviceTexts.address)).toHaveValue('Anna Nagar, Chennai');
    expect(screen.getByRole('link', { name: "Can't find your service? Add it" })).toHaveAttribute('href', '/add-service');
  });

  it("says 'Failed to fetch user profile data' and starts empty when the profile cannot be read", async () => {
    renderUpload({ 'GET employee/userprofile': failed(500, 'Internal Server Error') });
    expect(await screen.findByText('Failed to fetch user profile data', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(screen.getByLabelText(serviceTexts.name)).toHaveValue('');
  });

  it('shows every required message under its field and sends nothing', async () => {
    const { user, posts } = renderUpload();
    await user.clear(await screen.findByLabelText(serviceTexts.name));
    await user.clear(screen.getByLabelText(serviceTexts.address));
    await submit(user);

    for (const message of [
      serviceFormMessages.nameRequired,
      serviceFormMessages.addressRequired,
      serviceFormMessages.categoryRequired,
      serviceFormMessages.subCategoryRequired,
      serviceFormMessages.serviceRequired,
      serviceFormMessages.employeeTypeRequired,
      serviceFormMessages.checkboxRequired,
      'At least 1 image is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(serviceTexts.name)).toHaveAccessibleDescription(serviceFormMessages.nameRequired);
    expect(posts()).toEqual([]);
  });

  it('checks the mobile number and the e-mail', async () => {
    const { user, posts } = renderUpload();
    await user.clear(await screen.findByLabelText(serviceTexts.mobile));
    await user.type(screen.getByLabelText(serviceTexts.mobile), '5876500002');
    await user.clear(screen.getByLabelText(serviceTexts.email));
    await user.type(screen.getByLabelText(serviceTexts.email), 'ravi@');
    await submit(user);

    expect(await screen.findByText('Invalid mobile number')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('enables category, subcategory and service in turn, and a changed parent clears its children', async () => {
    const { user } = renderUpload();
    await waitFor(() => expect(screen.getByLabelText(serviceTexts.category)).toBeEnabled());
    expect(screen.getByLabelText(serviceTexts.subCategory)).toBeDisabled();
    expect(screen.getByLabelText(serviceTexts.service)).toBeDisabled();

    await chooseCatalogueService(user, '6');
    const service = screen.getByLabelText(serviceTexts.service);
    expect(within(service).getAllByRole('option').map((option) => option.textContent)).toEqual([serviceTexts.chooseService, 'Deep cleaning', 'Sofa cleaning', 'Other']);
    expect(service).toHaveValue('6');

    // Another subcategory: the service is chosen again from its own list.
    await user.selectOptions(screen.getByLabelText(serviceTexts.subCategory), '5');
    await waitFor(() => expect(screen.getByLabelText(serviceTexts.service)).toHaveValue(''));
    await waitFor(() => expect(within(screen.getByLabelText(serviceTexts.service)).getByRole('option', { name: 'Lawn mowing' })).toBeInTheDocument());

    // Another category: subcategory and service start over.
    await user.selectOptions(screen.getByLabelText(serviceTexts.category), '2');
    await waitFor(() => expect(screen.getByLabelText(serviceTexts.subCategory)).toHaveValue(''));
    await waitFor(() => expect(screen.getByLabelText(serviceTexts.service)).toBeDisabled());
    expect(screen.getByLabelText(serviceTexts.service)).toHaveValue('');
  });

  it('asks for the name of an Other service', async () => {
    const { user, posts } = renderUpload();
    expect(screen.queryByLabelText(serviceTexts.customService)).not.toBeInTheDocument();
    await chooseCatalogueService(user, 'other');
    const customService = screen.getByLabelText(serviceTexts.customService);
    await fillTheRest(user);
    await submit(user);

    expect(await screen.findByText(serviceFormMessages.customServiceRequired)).toBeInTheDocument();
    expect(customService).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toEqual([]);
  });

  it('refuses a fourth photo on submit, and an oversize photo or video at once', async () => {
    const { user, posts } = renderUpload();
    await chooseCatalogueService(user);
    await fillTheRest(user, [photo('1.jpg'), photo('2.jpg'), photo('3.jpg'), photo('4.jpg')]);
    expect(await screen.findByText('Only 3 images are allowed')).toBeInTheDocument();
    await submit(user);
    expect(screen.getByText('Only 3 images are allowed')).toBeInTheDocument();

    await user.upload(screen.getByLabelText(serviceTexts.addPhotos), photo('huge.jpg', MAX_PHOTO_BYTES + 1));
    expect(screen.getByText(serviceFormMessages.imageRefused)).toBeInTheDocument();
    expect(screen.queryByText('huge.jpg')).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText(serviceTexts.chooseVideo), fileOf('long.mp4', 'video/mp4', MAX_VIDEO_BYTES + 1));
    expect(screen.getByText(serviceFormMessages.videoRefused)).toBeInTheDocument();
    expect(screen.queryByText('long.mp4')).not.toBeInTheDocument();
    expect(posts()).toEqual([]);

    // Removing one photo leaves three, which is allowed.
    await user.click(screen.getByRole('button', { name: fill(serviceTexts.removePhoto, { name: '4.jpg' }) }));
    await waitFor(() => expect(screen.queryByText('Only 3 images are allowed')).not.toBeInTheDocument());
  });

  it('uploads the form with its photos and video, shows the progress, toasts the reply and opens the list', async () => {
    const reply = pendingReply();
    const { user, posts, notices } = renderUpload({
      'POST employee/upload-service': (_request, transport) => {
        transport.reportUpload(40, 100);
        return reply.promise;
      },
    });
    await chooseCatalogueService(user);
    await fillTheRest(user, [photo('front.jpg'), photo('back.jpg')]);
    await user.upload(screen.getByLabelText(serviceTexts.chooseVideo), fileOf('walk.mp4', 'video/mp4', 3 * 1024 * 1024));
    expect(screen.getByText('walk.mp4')).toHaveTextContent('3.0 MB');
    await submit(user);

    const bar = await screen.findByRole('progressbar', { name: serviceTexts.uploading });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByRole('button', { name: serviceTexts.uploadingButton })).toBeDisabled();
    reply.resolve(savedCardReply('Service uploaded successfully'));

    await waitFor(() => expect(probe()).toMatch(/^\/employee-service-edit\|/));
    expect(notices).toEqual([{ kind: 'success', message: 'Service uploaded successfully' }]);
    expect(formFields(posts()[0]?.body)).toEqual([
      ['name', 'Ravi Kumar'],
      ['mobile', '9876500002'],
      ['email', 'ravi@example.in'],
      ['address', 'Anna Nagar, Chennai'],
      ['category', '1'],
      ['subCategory', '3'],
      ['service', '4'],
      ['customService', ''],
      ['employeeType', 'part_time'],
      ['description', 'Kitchens and bathrooms'],
      ['checkbox', 'true'],
      ['images[]', 'front.jpg'],
      ['images[]', 'back.jpg'],
      ['video', 'walk.mp4'],
    ]);
  });

  it('sends the name of an Other service', async () => {
    const { user, posts } = renderUpload({ 'POST employee/upload-service': savedCardReply(serviceFormMessages.uploadedOther) });
    await chooseCatalogueService(user, 'other');
    await user.type(screen.getByLabelText(serviceTexts.customService), 'Balcony garden');
    await fillTheRest(user);
    await submit(user);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(formFields(posts()[0]?.body)).toEqual(expect.arrayContaining([['service', 'other'], ['customService', 'Balcony garden']]));
  });

  it("puts the server's 422 messages under their fields", async () => {
    const { user } = renderUpload({ 'POST employee/upload-service': failed(422, '', { mobile: ['Invalid mobile number'], images: ['Each photo must be a JPEG, PNG or WebP image of at most 10 MB.'] }) });
    await chooseCatalogueService(user);
    await fillTheRest(user);
    await submit(user);

    await waitFor(() => expect(screen.getByLabelText(serviceTexts.mobile)).toHaveAccessibleDescription('Invalid mobile number'));
    expect(screen.getByText(serviceFormMessages.imageRefused)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid mobile number');
  });

  it("shows the server's message of a refused upload, and 'Failed to upload service' otherwise", async () => {
    // A service already offered is refused on `service` (422); the spec's `success: false` reply is never sent.
    const { user, notices } = renderUpload({ 'POST employee/upload-service': failed(422, '', { service: [serviceFormMessages.alreadyOffered] }) });
    await chooseCatalogueService(user);
    await fillTheRest(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(serviceFormMessages.alreadyOffered);
    expect(notices).toEqual([{ kind: 'error', message: serviceFormMessages.alreadyOffered }]);
    expect(probe()).toMatch(/^\/service-upload\|/);
  });

  it("says 'Failed to upload service' when the server fails", async () => {
    const { user } = renderUpload({ 'POST employee/upload-service': failed(500, 'Internal Server Error') });
    await chooseCatalogueService(user);
    await fillTheRest(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload service');
  });
});
