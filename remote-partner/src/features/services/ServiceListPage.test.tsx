import { screen, waitFor, within } from '@testing-library/react';
import { failed, fakeApi, type FakeRoute, ok, removeMatchMedia, stubMatchMedia } from '@servenear/shared/testing';
import type { PartnerServiceCardWire } from '@servenear/shared/wire';
import { serviceFormMessages } from '@servenear/shared/partner-schemas';
import { profileReply } from '../../test/profiles';
import { probe, renderServicePage } from '../../test/servicesServer';
import { serviceTexts } from './texts';

const deepCleaning: PartnerServiceCardWire = {
  id: 4,
  action_id: 21,
  name: 'Deep cleaning',
  servicetype: 'service',
  category_name: 'Home & Personal',
  subcategory_name: 'Home cleaning',
  employee_type: 'part_time',
  image_url: ['/api/files/service-photos/a-640.jpg', '/api/files/service-photos/b-640.jpg'],
  image_sources: [
    { webp: '/api/files/service-photos/a-320.webp 320w, /api/files/service-photos/a-640.webp 640w', jpeg: '/api/files/service-photos/a-320.jpg 320w, /api/files/service-photos/a-640.jpg 640w' },
    { webp: '/api/files/service-photos/b-320.webp 320w', jpeg: '/api/files/service-photos/b-320.jpg 320w' },
  ],
  video_url: '/api/files/service-videos/v.mp4',
  approval: 'approved',
  rejection_reason: null,
};

const balconyGarden: PartnerServiceCardWire = {
  ...deepCleaning,
  id: null,
  action_id: 22,
  name: 'Balcony garden',
  servicetype: 'other',
  employee_type: null,
  image_url: [],
  image_sources: [],
  video_url: null,
  approval: 'pending',
};

const terrace: PartnerServiceCardWire = { ...balconyGarden, action_id: 23, name: 'Terrace garden', approval: 'rejected', rejection_reason: 'Already in the catalogue as Gardening' };

function renderList(routes: Record<string, FakeRoute> = {}, lists = { services: [deepCleaning], other: [balconyGarden, terrace] }) {
  let { services, other } = lists;
  const api = fakeApi({
    'GET employee/userprofile': profileReply(),
    'GET employee/getservice': () => ok(services),
    'GET employee/newservice': () => ok(other),
    ...routes,
  });
  const view = renderServicePage('/employee-service-edit');
  const setLists = (next: { services: PartnerServiceCardWire[]; other: PartnerServiceCardWire[] }) => ({ services, other } = next);
  return { api, setLists, ...view };
}

/** The partner layout asks media queries, which jsdom cannot answer: none matches here. */
beforeEach(() => {
  stubMatchMedia(() => false);
});
afterEach(() => {
  removeMatchMedia();
});

const card = (name: string) => screen.findByRole('listitem', { name });

describe('service list', () => {
  it('shows both lists as cards with their rows', async () => {
    renderList();
    const catalogue = await screen.findByRole('region', { name: serviceTexts.catalogueHeading });
    const deep = within(catalogue).getByRole('listitem', { name: 'Deep cleaning' });
    const rows: Array<[string, string]> = [
      ['Service type', 'Service'],
      ['Categories', 'Home & Personal'],
      ['Sub-Categories', 'Home cleaning'],
      ['Employee Type', 'Part time'],
    ];
    for (const [label, value] of rows) {
      expect(within(deep).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(within(deep).getByRole('link', { name: serviceTexts.videoLink })).toHaveAttribute('href', '/api/files/service-videos/v.mp4');
    expect(within(deep).queryByText(serviceFormMessages.waitingForApproval)).not.toBeInTheDocument();

    const others = screen.getByRole('region', { name: serviceTexts.otherHeading });
    expect(within(others).getByRole('listitem', { name: 'Balcony garden' })).toHaveTextContent('Waiting for approval');
    const refused = within(others).getByRole('listitem', { name: 'Terrace garden' });
    expect(refused).toHaveTextContent('Not approved');
    expect(refused).toHaveTextContent('Already in the catalogue as Gardening');
  });

  it('draws each photo as a picture of its stored sizes, and the fallback image without photos', async () => {
    renderList();
    const deep = await card('Deep cleaning');
    expect(within(deep).getByRole('region', { name: 'Photos of Deep cleaning' })).toBeInTheDocument();
    const first = within(deep).getByAltText('Deep cleaning 1');
    const sources = [...(first.closest('picture')?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/webp', deepCleaning.image_sources[0]?.webp],
      ['image/jpeg', deepCleaning.image_sources[0]?.jpeg],
    ]);
    expect(sources[0]).toHaveAttribute('sizes', expect.stringContaining('470px'));
    expect(first).toHaveAttribute('src', deepCleaning.image_url[0]);

    const garden = within(await card('Balcony garden')).getByAltText('Balcony garden');
    expect(garden.getAttribute('src')).not.toContain('/api/files');
    expect(garden.closest('picture')).toBeNull();
  });

  it('opens the edit screen of a card with its action id', async () => {
    const { user } = renderList();
    await user.click(within(await card('Deep cleaning')).getByRole('button', { name: serviceTexts.edit }));
    expect(probe()).toBe('/ServiceEdit|{"cardId":21}');
  });

  it('opens the other edit screen for an other service', async () => {
    const { user } = renderList();
    await user.click(within(await card('Balcony garden')).getByRole('button', { name: serviceTexts.edit }));
    expect(probe()).toBe('/ServiceEdit/other|{"cardId":22}');
  });

  it('asks before deleting, keeps the card on No, and removes it on Yes', async () => {
    const { api, user, notices, setLists } = renderList({
      'POST employee/delete-new-service': () => {
        setLists({ services: [deepCleaning], other: [terrace] });
        return ok(null, 'Service deleted successfully');
      },
    });
    await user.click(within(await card('Balcony garden')).getByRole('button', { name: serviceTexts.delete }));
    const dialog = screen.getByRole('dialog', { name: serviceFormMessages.deleteConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(within(await card('Balcony garden')).getByRole('button', { name: serviceTexts.delete }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: serviceTexts.deleteYes }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Balcony garden' })).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([{ method: 'POST', url: 'employee/delete-new-service', body: { serviceId: 22 } }]);
    expect(notices).toEqual([{ kind: 'success', message: 'Service deleted successfully' }]);
    expect(screen.getByRole('listitem', { name: 'Terrace garden' })).toBeInTheDocument();
  });

  it("keeps the card and says 'Failed to delete service' when the delete fails", async () => {
    const { user, notices } = renderList({ 'POST employee/delete-service': failed(500, 'Internal Server Error') });
    await user.click(within(await card('Deep cleaning')).getByRole('button', { name: serviceTexts.delete }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: serviceTexts.deleteYes }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'Failed to delete service' }]));
    expect(screen.getByRole('listitem', { name: 'Deep cleaning' })).toBeInTheDocument();
  });

  it('says so when there is no service yet, with a link to upload one', async () => {
    renderList({}, { services: [], other: [] });
    expect(await screen.findByText('You have not added any services yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: serviceTexts.uploadLink })).toHaveAttribute('href', '/service-upload');
  });

  it('offers Retry when the lists cannot be read', async () => {
    renderList({ 'GET employee/newservice': failed(500, 'Internal Server Error') });
    expect(await screen.findByText('Failed to fetch data.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('photos and video still processing, or failed (issue 37)', () => {
  const ready = 'a'.repeat(32);
  const waiting = 'b'.repeat(32);
  const broken = 'c'.repeat(32);
  const photo = (stem: string) => `/api/files/service-photos/${stem}-640.jpg`;
  const sources = (stem: string) => ({ webp: `/api/files/service-photos/${stem}-320.webp 320w`, jpeg: `/api/files/service-photos/${stem}-320.jpg 320w` });
  const uploaded = (status: PartnerServiceCardWire['media_status']): PartnerServiceCardWire => ({
    ...deepCleaning,
    image_url: [photo(ready), photo(waiting), photo(broken)],
    image_sources: [sources(ready), sources(waiting), sources(broken)],
    video_url: `/api/files/service-videos/${'d'.repeat(32)}.mp4`,
    ...(status ? { media_status: status } : {}),
  });
  // Still photos: a carousel turning on its own would only slow these tests.
  beforeEach(() => {
    stubMatchMedia((query) => query.includes('reduce'));
  });
  const images = (item: HTMLElement) => Array.from(item.querySelectorAll('img')).map((image) => image.getAttribute('src'));

  it("shows a tile in place of each photo that is not ready, never an image, and says the video's state", async () => {
    renderList({}, { services: [uploaded([{ name: waiting, status: 'processing' }, { name: broken, status: 'failed' }, { name: `${'d'.repeat(32)}.mp4`, status: 'failed' }])], other: [] });
    const item = await card('Deep cleaning');
    expect(within(item).getByText('Processing…')).toBeInTheDocument();
    expect(within(item).getByText('This photo could not be processed. Please upload it again.')).toBeInTheDocument();
    expect(within(item).getByText('This video could not be processed. Please upload it again.')).toBeInTheDocument();
    expect(within(item).queryByRole('link', { name: serviceTexts.videoLink })).not.toBeInTheDocument();
    // Only the ready photo is asked for: the other two would wait, or answer 404.
    expect(images(item)).toEqual([photo(ready)]);
  });

  it('asks again by itself while a photo is processing, and shows the photo once it is ready', async () => {
    const { api, setLists } = renderList({}, { services: [uploaded([{ name: waiting, status: 'processing' }, { name: `${'d'.repeat(32)}.mp4`, status: 'processing' }])], other: [] });
    const item = await card('Deep cleaning');
    expect(within(item).getByText('Processing…')).toBeInTheDocument();
    expect(within(item).getByText('Your video is processing…')).toBeInTheDocument();
    setLists({ services: [uploaded(undefined)], other: [] });
    await waitFor(() => expect(within(item).queryByText('Processing…')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(images(item)).toEqual([photo(ready), photo(waiting), photo(broken)]);
    expect(within(item).getByRole('link', { name: serviceTexts.videoLink })).toBeInTheDocument();
    const asked = api.requests.filter((request) => request.url.endsWith('employee/getservice')).length;
    // Nothing is processing any more: no more asking.
    await new Promise((done) => setTimeout(done, 3500));
    expect(api.requests.filter((request) => request.url.endsWith('employee/getservice'))).toHaveLength(asked);
  }, 15_000);
});
