import { act, screen, waitFor, within } from '@testing-library/react';
import { failed, fakeApi, ok, pendingReply } from '@servenear/shared/testing';
import { renderWidget } from '../../test/renderWidget';

const located = { latitude: 12.9716, longitude: 77.5946, address: 'MG Road, Bengaluru' };
const near = 'latitude=12.9716&longitude=77.5946';
const searchFor = (query: string) => `GET services/search?query=${query}&${near}`;

/** A match; a missing id is 0 on the wire (null in the match). */
const matchWire = (id: number, name: string, categoryId: number | null, subcategoryId: number | null) => ({
  id,
  name,
  category_id: categoryId ?? 0,
  subcategory_id: subcategoryId ?? 0,
  category_name: categoryId === null ? '' : 'Home & Personal',
  subcategory_name: subcategoryId === null ? '' : 'Plumbing',
});
const tap = matchWire(11, 'Tap and leak repair', 3, 9);
const drain = matchWire(12, 'Drain cleaning', 3, null);

function openPopup() {
  return renderWidget('search-popup', { location: located });
}

const box = () => screen.getByRole('searchbox', { name: 'Search for a service' });
const location = () => screen.getByTestId('location');

describe('search popup', () => {
  it('looks up from one typed character near the stored location and lists what it finds', async () => {
    const reply = pendingReply();
    const { requests } = fakeApi({ [searchFor('t')]: reply });
    const { user } = openPopup();

    const dialog = await screen.findByRole('dialog', { name: 'Search services' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Search services' })).toBeInTheDocument();
    expect(box()).toHaveFocus();
    expect(box()).toHaveAttribute('placeholder', 'Search for a service');

    await user.type(box(), 't');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Searching...');
    await waitFor(() => expect(requests.map((request) => request.url)).toEqual([`services/search?query=t&${near}`]));

    reply.resolve(ok([tap, drain]));
    const link = await within(dialog).findByRole('link', { name: 'Tap and leak repair Home & Personal › Plumbing' });
    expect(link).toHaveAttribute('href', '/list-of-services?category=3&subcategory=9');
    expect(within(dialog).getByText('Drain cleaning')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Drain cleaning/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
  });

  it('looks nothing up for blank text', async () => {
    const { requests } = fakeApi({});
    const { user } = openPopup();

    await user.type(await screen.findByRole('searchbox'), '   ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requests).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('goes to the best match’s service list on Enter and closes', async () => {
    fakeApi({ [searchFor('tap')]: ok([tap, drain]) });
    const { user, onClose } = openPopup();

    await user.type(await screen.findByRole('searchbox'), 'tap');
    await screen.findByRole('link', { name: /Tap and leak repair/ });
    await user.keyboard('{Enter}');

    expect(location()).toHaveTextContent('/list-of-services?category=3&subcategory=9');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing on Enter when the best match has no subcategory', async () => {
    fakeApi({ [searchFor('drain')]: ok([drain, tap]) });
    const { user, onClose } = openPopup();

    await user.type(await screen.findByRole('searchbox'), 'drain');
    await screen.findByText('Drain cleaning');
    await user.keyboard('{Enter}');

    expect(location()).toHaveTextContent(/^\/instand-booking$/);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Search services' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits on Enter for the lookup of the text now in the box, then applies the rule to its answer', async () => {
    const taps = pendingReply();
    const drains = pendingReply();
    fakeApi({ [searchFor('tap')]: ok([tap]), [searchFor('taps')]: taps, [searchFor('drain')]: drains });
    const { user, onClose } = openPopup();

    await user.type(await screen.findByRole('searchbox'), 'tap');
    await screen.findByRole('link', { name: /Tap and leak repair/ });
    await user.type(box(), 's{Enter}');
    // The older text's complete match is on screen, but Enter was for 'taps'.
    expect(location()).toHaveTextContent(/^\/instand-booking$/);
    taps.resolve(ok([tap]));
    await waitFor(() => expect(location()).toHaveTextContent('/list-of-services?category=3&subcategory=9'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('drops an early Enter when the answer has no complete match, or when the text changed since', async () => {
    const taps = pendingReply();
    fakeApi({ [searchFor('drain')]: ok([drain]), [searchFor('tap')]: taps, [searchFor('tapx')]: ok([tap]) });
    const { user, onClose } = openPopup();

    await user.type(await screen.findByRole('searchbox'), 'drain{Enter}');
    await screen.findByText('Drain cleaning');
    expect(location()).toHaveTextContent(/^\/instand-booking$/);

    await user.clear(box());
    await user.type(box(), 'tap{Enter}x');
    taps.resolve(ok([tap]));
    await screen.findByRole('link', { name: /Tap and leak repair/ });
    expect(location()).toHaveTextContent(/^\/instand-booking$/);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('goes to a chosen match’s service list and closes', async () => {
    fakeApi({ [searchFor('tap')]: ok([tap]) });
    const { user, onClose } = openPopup();

    await user.type(await screen.findByRole('searchbox'), 'tap');
    await user.click(await screen.findByRole('link', { name: /Tap and leak repair/ }));

    expect(location()).toHaveTextContent('/list-of-services?category=3&subcategory=9');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'No Service available' when nothing matches", async () => {
    fakeApi({ [searchFor('zz')]: ok([]) });
    const { user } = openPopup();

    await user.type(await screen.findByRole('searchbox'), 'zz');
    expect(await screen.findByText('No Service available')).toBeInTheDocument();
  });

  it("says 'Failed to fetch data.' when the lookup fails", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [searchFor('tap')]: failed(500, 'Internal Server Error') });
    const { user } = openPopup();

    await user.type(await screen.findByRole('searchbox'), 'tap');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data.');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('never lets a late answer for an older text replace the newer results', async () => {
    const older = pendingReply();
    const { requests } = fakeApi({ [searchFor('d')]: older, [searchFor('dr')]: ok([drain]) });
    const { user } = openPopup();

    await user.type(await screen.findByRole('searchbox'), 'd');
    await waitFor(() => expect(requests.map((request) => request.url)).toContain(`services/search?query=d&${near}`));
    await user.type(box(), 'r');
    expect(await screen.findByText('Drain cleaning')).toBeInTheDocument();

    older.resolve(ok([tap]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Drain cleaning')).toBeInTheDocument();
    expect(screen.queryByText('Tap and leak repair')).not.toBeInTheDocument();
  });

  it('keeps the matches on screen while a longer text is looked up', async () => {
    const taps = pendingReply();
    const { requests } = fakeApi({ [searchFor('tap')]: ok([tap]), [searchFor('taps')]: taps });
    const { user } = openPopup();

    await user.type(await screen.findByRole('searchbox'), 'tap');
    await screen.findByRole('link', { name: /Tap and leak repair/ });
    await user.type(box(), 's');
    await waitFor(() => expect(requests.map((request) => request.url)).toContain(`services/search?query=taps&${near}`));
    expect(screen.getByRole('list', { name: 'Matching services' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: /Tap and leak repair/ })).toBeInTheDocument();
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();

    taps.resolve(ok([]));
    expect(await screen.findByText('No Service available')).toBeInTheDocument();
  });

  it("forgets the matches when the box is emptied: the next text starts from 'Searching...'", async () => {
    fakeApi({ [searchFor('tap')]: ok([tap]), [searchFor('d')]: pendingReply() });
    const { user } = openPopup();

    await user.type(await screen.findByRole('searchbox'), 'tap');
    await screen.findByRole('link', { name: /Tap and leak repair/ });
    await user.clear(box());
    expect(screen.queryByRole('link', { name: /Tap and leak repair/ })).not.toBeInTheDocument();
    await user.type(box(), 'd');

    expect(await screen.findByRole('status')).toHaveTextContent('Searching...');
    // Past the pause in typing: the lookup for 'd' runs, and the old matches still do not stand in.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    expect(screen.queryByText('Tap and leak repair')).not.toBeInTheDocument();
  });

  it('reads a text looked up before once while its answer is fresh', async () => {
    const { requests } = fakeApi({ [searchFor('tap')]: ok([tap]), [searchFor('drain')]: ok([drain]) });
    const { user } = openPopup();

    await user.type(await screen.findByRole('searchbox'), 'tap');
    await screen.findByRole('link', { name: /Tap and leak repair/ });
    await user.clear(box());
    await user.type(box(), 'drain');
    await screen.findByText('Drain cleaning');
    await user.clear(box());
    await user.type(box(), 'tap');

    expect(await screen.findByRole('link', { name: /Tap and leak repair/ })).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual([`services/search?query=tap&${near}`, `services/search?query=drain&${near}`]);
  });

  it('asks again with Retry after a failed lookup', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    fakeApi({ [searchFor('tap')]: () => (++calls === 1 ? failed(500, 'Internal Server Error') : ok([tap])) });
    const { user } = openPopup();

    await user.type(await screen.findByRole('searchbox'), 'tap');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Tap and leak repair/ })).toBeInTheDocument();
    log.mockRestore();
  });

  it('closes with the close button', async () => {
    fakeApi({});
    const { user, onClose } = openPopup();

    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
