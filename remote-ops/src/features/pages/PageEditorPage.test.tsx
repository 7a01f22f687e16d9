import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, failed, ok } from '@servenear/shared/testing';
import { aboutPage } from '../../test/inbox';
import { meReply, opsSession, renderPage } from '../../test/renderPage';

const preview = () => screen.getByTestId('page-preview');

describe('the content pages list', () => {
  it('lists each page with its version and who changed it last, linking to its editor', async () => {
    fakeApi({
      'GET admin/me': meReply(['support']),
      'GET admin/pages': ok([
        { slug: 'about-us', title: 'About ServeNear', version: 2, versions: 2, updated_at: '2026-11-29T05:00:00.000Z', updated_by: { id: 3, name: 'Meera Iyer' } },
        { slug: 'terms-and-conditions', title: 'Terms and Conditions', version: 1, versions: 1, updated_at: '2026-11-01T05:00:00.000Z', updated_by: null },
      ]),
    });
    renderPage('/ops/*', { session: opsSession, path: '/ops/pages' });

    const table = await screen.findByRole('table', { name: 'Content pages: 2' });
    const [, about, terms] = within(table).getAllByRole('row');
    expect(within(about!).getByRole('link', { name: 'About ServeNear' })).toHaveAttribute('href', '/ops/pages/about-us');
    expect(about).toHaveTextContent('/pages/about-us');
    expect(about).toHaveTextContent('by Meera Iyer');
    expect(terms).toHaveTextContent('1 version');
    expect(terms).toHaveTextContent('by the original page');
  });

  it('is closed to a person without pages.manage', async () => {
    const api = fakeApi({ 'GET admin/me': meReply(['finance']) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/pages/about-us' });

    expect(await screen.findByText('You do not have access to this section.')).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual(['admin/me']);
  });
});

describe('a content page’s editor', () => {
  it('previews the draft as the server renders it', async () => {
    const api = fakeApi({
      'GET admin/me': meReply(['support']),
      'GET admin/pages/about-us': ok(aboutPage),
      'POST admin/pages/preview': ok({ title: 'About us', content: '<h2>Hello</h2><p>Clean</p>' }),
    });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/pages/about-us' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit “About ServeNear”' })).toBeInTheDocument();
    expect(within(preview()).getByRole('heading', { name: 'Local help' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the public page/ })).toHaveAttribute('href', '/pages/about-us');

    const content = screen.getByLabelText('Content (HTML)');
    await user.clear(content);
    await user.click(content);
    await user.paste('<h2>Hello</h2><script>alert(1)</script><p>Clean</p>');
    expect(screen.getByText('Changes not previewed yet: press Preview.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByLabelText('Title'));
    await user.paste('About us');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await within(preview()).findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(preview().innerHTML).not.toContain('script');
    expect(within(preview()).getByText('About us')).toBeInTheDocument();
    expect(api.requests.find((request) => request.url === 'admin/pages/preview')?.body).toEqual({ title: 'About us', content: '<h2>Hello</h2><script>alert(1)</script><p>Clean</p>' });
  });

  it('saves a new version after a confirmation, naming the version it started from', async () => {
    const saved = {
      ...aboutPage,
      content: '<p>New text</p>',
      version: 3,
      versions: [{ ...aboutPage.versions[0]!, version: 3, content: '<p>New text</p>', note: 'Typo' }, ...aboutPage.versions],
    };
    const api = fakeApi({
      'GET admin/me': meReply(['support']),
      'GET admin/pages/about-us': ok(aboutPage),
      'PUT admin/pages/about-us': ok(saved, 'Page saved: the site shows it now.'),
      'GET admin/pages': ok([]),
    });
    const { user, notices } = renderPage('/ops/*', { session: opsSession, path: '/ops/pages/about-us' });

    const content = await screen.findByLabelText('Content (HTML)');
    await user.clear(content);
    await user.click(content);
    await user.paste('<p>New text</p>');
    await user.click(screen.getByLabelText('Note about this change (optional)'));
    await user.paste('Typo');
    await user.click(screen.getByRole('button', { name: 'Save…' }));
    const dialog = screen.getByRole('dialog', { name: 'Save “About ServeNear” as version 3?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, save' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Page saved: the site shows it now.' }]));
    expect(await screen.findByText('Version 3 is on the site, at /pages/about-us.')).toBeInTheDocument();
    expect(screen.getByLabelText('Note about this change (optional)')).toHaveValue('');
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ title: 'About ServeNear', content: '<p>New text</p>', note: 'Typo', base_version: 2 });
  });

  it('says clearly when someone else saved first (409), keeping the draft until asked to load theirs', async () => {
    const theirs = { ...aboutPage, title: 'Their title', content: '<p>Theirs</p>', version: 3, versions: [{ ...aboutPage.versions[0]!, version: 3, title: 'Their title' }, ...aboutPage.versions] };
    let page = aboutPage;
    fakeApi({
      'GET admin/me': meReply(['support']),
      'GET admin/pages/about-us': () => ok(page),
      'PUT admin/pages/about-us': () => {
        page = theirs;
        return failed(409, 'Someone else changed this page since you opened it. Reload it to see their version, then make your change again.', {
          base_version: ['Someone else changed this page since you opened it. Reload it to see their version, then make your change again.'],
        });
      },
    });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/pages/about-us' });

    const content = await screen.findByLabelText('Content (HTML)');
    await user.clear(content);
    await user.click(content);
    await user.paste('<p>Mine</p>');
    await user.click(screen.getByRole('button', { name: 'Save…' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else changed this page since you opened it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Load version 3' })).toBeInTheDocument();
    expect(screen.getByLabelText('Content (HTML)')).toHaveValue('<p>Mine</p>');

    await user.click(screen.getByRole('button', { name: 'Load version 3' }));
    expect(screen.getByLabelText('Content (HTML)')).toHaveValue('<p>Theirs</p>');
    expect(screen.getByLabelText('Title')).toHaveValue('Their title');
    expect(screen.queryByRole('button', { name: 'Load version 3' })).not.toBeInTheDocument();
  });

  it('restores an earlier version after a confirmation that names it', async () => {
    const restored = {
      ...aboutPage,
      title: 'About us',
      content: '<p>The first text.</p>',
      version: 3,
      versions: [{ ...aboutPage.versions[1]!, version: 3, restored_from: 1, edited_by: { id: 3, name: 'Meera Iyer' } }, ...aboutPage.versions],
    };
    const api = fakeApi({
      'GET admin/me': meReply(['support']),
      'GET admin/pages/about-us': ok(aboutPage),
      'POST admin/pages/about-us/versions/1/restore': ok(restored, 'Version restored: the site shows it now.'),
      'GET admin/pages': ok([]),
    });
    const { user, notices } = renderPage('/ops/*', { session: opsSession, path: '/ops/pages/about-us' });

    const versions = await screen.findByRole('region', { name: 'Versions' });
    expect(within(versions).getByText('On the site now')).toBeInTheDocument();
    expect(within(versions).getByText(/by Meera Iyer · “Shorter intro”/)).toBeInTheDocument();
    await user.click(within(versions).getByRole('button', { name: 'Restore version 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore version 1 of “About ServeNear”?' });
    expect(dialog).toHaveTextContent('as a new version 3');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, restore version 1' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Version restored: the site shows it now.' }]));
    expect(await within(versions).findByText(/restored version 1/)).toBeInTheDocument();
    expect(screen.getByLabelText('Content (HTML)')).toHaveValue('<p>The first text.</p>');
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ base_version: 2 });
  });
});
