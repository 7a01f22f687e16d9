import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { indianDate, latestBookingDate } from '@servenear/shared/domain';
import { failed, fakeApi, formFields, ok, pendingReply, type FakeRequest, type FakeRoute } from '@servenear/shared/testing';
import { categoriesWire, customer, renderPage } from '../../../test/renderPage';

const route = '/user-home';

function homeRoutes(extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET user/sliderimage': ok([]),
    'GET category': ok(categoriesWire),
    'GET user/industryservices': ok([]),
    'GET user/retailservices': ok([]),
    'GET user/homeandpersonal': ok([]),
    'GET user/gettutoringandconsulting': ok([]),
    ...extra,
  };
}

/** A photo whose bytes are its name's: two names, two photos (the same bytes are one photo, issue 37). */
const photo = (name: string, bytes = `photo ${name}`) => new File([bytes], name, { type: 'image/jpeg' });

async function openPopup(extra: Record<string, FakeRoute> = {}, session: typeof customer | null = customer) {
  const api = fakeApi(homeRoutes(extra));
  const view = renderPage(route, route, { session });
  await screen.findByRole('button', { name: 'Tutor/Consultancies' });
  await view.user.click(screen.getByRole('button', { name: 'P & D Enquiry Pass Fast Express' }));
  return { ...view, ...api };
}

const dialog = () => screen.getByRole('dialog', { name: 'Pass Fast Express' });
const field = (label: string) => within(dialog()).getByLabelText(label);
const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST' && request.url === 'user/pd/delivery');

/** Fills every field right: the date is today in India, the first day the form allows. */
async function fillIn(user: Awaited<ReturnType<typeof openPopup>>['user'], photos = 3) {
  // Pasted, not typed key by key: each key re-renders the whole form, and on CI's loaded cores
  // the 60 keys alone took most of a test's 5 s (2026-12-01). A paste is an input event like a key's.
  const enter = async (label: string, text: string) => {
    await user.click(field(label));
    await user.paste(text);
  };
  await enter('From Address', 'Anna Nagar, Chennai');
  await enter('To Address', 'T Nagar, Chennai');
  fireEvent.change(field('Select Date'), { target: { value: indianDate(new Date()) } });
  await enter('Describe about Product', 'A wooden wardrobe');
  await user.upload(
    field('Add photos'),
    Array.from({ length: photos }, (_, index) => photo(`side-${index + 1}.jpg`)),
  );
}

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the Pass Fast Express popup (customer §2, §5)', () => {
  it('opens as a modal that locks the page scroll, keeps focus inside and closes on Escape', async () => {
    const { user } = await openPopup();
    const popup = await screen.findByRole('dialog', { name: 'Pass Fast Express' });
    expect(popup).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(popup).getByRole('button', { name: 'Close' })).toHaveFocus();

    // Tab from the last control comes back to the first one, inside the popup.
    within(popup).getByRole('button', { name: 'Enquiry Now' }).focus();
    await user.tab();
    expect(within(popup).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(popup).getByRole('button', { name: 'Enquiry Now' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'P & D Enquiry Pass Fast Express' })).toHaveFocus();
  });

  it("has the spec's fields, today to one month ahead for the date, and the customer's mobile filled in", async () => {
    await openPopup();
    await screen.findByRole('dialog', { name: 'Pass Fast Express' });
    const date = field('Select Date');
    expect(date).toHaveAttribute('type', 'date');
    const today = indianDate(new Date());
    expect(date).toHaveAttribute('min', today);
    expect(date).toHaveAttribute('max', latestBookingDate(today));
    expect(field('Mobile number')).toHaveValue('9876543210');
    expect(field('Describe about Product').tagName).toBe('TEXTAREA');
    expect(field('Add photos')).toHaveAttribute('multiple');
    expect(field('Add photos')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(field('Choose a video')).toHaveAttribute('accept', 'video/mp4,video/webm');
  });

  it('shows every message under its field and sends nothing while any is wrong', async () => {
    const { user, requests } = await openPopup();
    await screen.findByRole('dialog', { name: 'Pass Fast Express' });
    await user.clear(field('Mobile number'));
    await user.type(field('Mobile number'), '98765');
    await user.upload(field('Add photos'), [photo('one.jpg'), photo('two.jpg')]);
    await user.click(within(dialog()).getByRole('button', { name: 'Enquiry Now' }));

    await waitFor(() => expect(field('From Address')).toHaveAccessibleDescription('From Address is required.'));
    expect(field('To Address')).toHaveAccessibleDescription('To Address is required.');
    expect(field('Select Date')).toHaveAccessibleDescription(expect.stringContaining('Please select a valid date.'));
    expect(field('Mobile number')).toHaveAccessibleDescription('Invalid mobile number. Enter a 10-digit number.');
    expect(within(dialog()).getByText('At least 3 images are required.')).toBeInTheDocument();
    expect(field('Add photos')).toHaveAccessibleDescription(expect.stringContaining('At least 3 images are required.'));
    expect(posts(requests)).toHaveLength(0);

    // The third photo clears the count's message at once.
    await user.upload(field('Add photos'), [photo('three.jpg')]);
    await waitFor(() => expect(within(dialog()).queryByText('At least 3 images are required.')).not.toBeInTheDocument());
  });

  it('keeps the same photo once, however it is named, and says so (issue 37)', async () => {
    const { user } = await openPopup();
    await screen.findByRole('dialog', { name: 'Pass Fast Express' });
    await user.upload(field('Add photos'), [photo('front.jpg')]);
    await user.upload(field('Add photos'), [photo('front copy.jpg', 'photo front.jpg'), photo('back.jpg')]);
    expect(await within(dialog()).findByText('This photo is already added.')).toBeInTheDocument();
    const chosen = within(dialog()).getByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent?.replace(/[\d.]+ (B|KB|MB).*$/, ''))).toEqual(['front.jpg', 'back.jpg']);
  });

  it('previews each chosen photo with a remove button', async () => {
    // jsdom makes no object URLs; a browser's blob: address for each chosen file.
    Object.assign(URL, { createObjectURL: (file: File) => `blob:${file.name}`, revokeObjectURL: () => undefined });
    const { user } = await openPopup();
    await screen.findByRole('dialog', { name: 'Pass Fast Express' });
    await user.upload(field('Add photos'), [photo('front.jpg'), photo('back.jpg')]);
    // Added once their bytes are read (a photo chosen twice is kept once).
    const chosen = await within(dialog()).findByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getByRole('img', { name: 'front.jpg' })).toBeInTheDocument();
    await user.click(within(chosen).getByRole('button', { name: 'Remove front.jpg' }));
    expect(within(chosen).queryByRole('img', { name: 'front.jpg' })).not.toBeInTheDocument();
    expect(within(chosen).getByRole('img', { name: 'back.jpg' })).toBeInTheDocument();
  });

  it('sends the enquiry as multipart with a progress bar, then thanks and goes to /', async () => {
    const reply = pendingReply();
    let reportUpload: ((loaded: number, total: number) => void) | null = null;
    const { user, requests, notices } = await openPopup({
      'POST user/pd/delivery': (_request, transport) => {
        reportUpload = transport.reportUpload;
        return reply.promise;
      },
    });
    await screen.findByRole('dialog', { name: 'Pass Fast Express' });
    await fillIn(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Enquiry Now' }));

    await waitFor(() => expect(reportUpload).not.toBeNull());
    act(() => reportUpload!(30, 100));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading your enquiry' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '30'));
    expect(within(dialog()).getByRole('button', { name: 'Enquiry Now' })).toBeDisabled();
    reply.resolve(ok({ id: 41 }, 'Saved'));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notices).toEqual([{ kind: 'success', message: 'Enquiry form submitted succesfully!' }]);
    expect(formFields(posts(requests)[0]?.body)).toEqual([
      ['fromaddress', 'Anna Nagar, Chennai'],
      ['toaddress', 'T Nagar, Chennai'],
      ['dob', indianDate(new Date())],
      ['mobile', '9876543210'],
      ['description', 'A wooden wardrobe'],
      ['images[0]', 'side-1.jpg'],
      ['images[1]', 'side-2.jpg'],
      ['images[2]', 'side-3.jpg'],
    ]);
  });

  it("says 'Submission failed. Please try again.' on a 500 and keeps everything entered", async () => {
    const { user, notices } = await openPopup({ 'POST user/pd/delivery': failed(500, 'Internal Server Error') });
    await screen.findByRole('dialog', { name: 'Pass Fast Express' });
    await fillIn(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Enquiry Now' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Submission failed. Please try again.');
    expect(notices).toEqual([{ kind: 'error', message: 'Submission failed. Please try again.' }]);
    expect(field('From Address')).toHaveValue('Anna Nagar, Chennai');
    expect(field('Describe about Product')).toHaveValue('A wooden wardrobe');
    expect(within(within(dialog()).getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog()).getByRole('button', { name: 'Enquiry Now' })).toBeEnabled();
  });

  it("puts a 422's first message under its field", async () => {
    const { user } = await openPopup({ 'POST user/pd/delivery': failed(422, 'Validation failed', { toaddress: ['To Address is required.', 'Too long'] }) });
    await screen.findByRole('dialog', { name: 'Pass Fast Express' });
    await fillIn(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Enquiry Now' }));

    await waitFor(() => expect(field('To Address')).toHaveAccessibleDescription('To Address is required.'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Submission failed. Please try again.');
  });

  it("says 'Network or server error occurred.' when no reply comes", async () => {
    const { user } = await openPopup({ 'POST user/pd/delivery': 'network-error' });
    await screen.findByRole('dialog', { name: 'Pass Fast Express' });
    await fillIn(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Enquiry Now' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Network or server error occurred.');
  });

  it("sends a visitor without a session to /login with 'Please log in to continue.'", async () => {
    const { notices } = await openPopup({}, null);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notices).toEqual([{ kind: 'error', message: 'Please log in to continue.' }]);
  });
});
