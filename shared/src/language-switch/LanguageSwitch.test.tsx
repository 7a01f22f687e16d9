import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HostContext, useHost, type HostI18n } from '@servenear/shared/host';
import { TestHost, type Notice } from '@servenear/shared/test-host';
import { currentLanguage, loadTexts, setTabLanguage, type Language } from '@servenear/shared/i18n';
import { LanguageSwitch } from './LanguageSwitch';

/** The TestHost's contract with the language switch replaced: a test holds the answer. */
function WithI18n({ i18n, children }: { i18n: (real: HostI18n) => HostI18n; children: ReactNode }) {
  const host = useHost();
  return <HostContext.Provider value={{ ...host, i18n: i18n(host.i18n) }}>{children}</HostContext.Provider>;
}

function deferred() {
  let settle!: { resolve(): void; reject(error: Error): void };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve: () => resolve(), reject };
  });
  return { promise, ...settle };
}

const languageSelect = () => screen.getByRole('combobox', { name: 'Language' });

/** What the face over the select shows. */
const face = (select: HTMLElement) => select.previousElementSibling;

afterEach(() => {
  jest.restoreAllMocks();
  act(() => setTabLanguage('en'));
});

describe('LanguageSwitch (issue 41)', () => {
  it('names the current language in itself and offers the three, each marked with its language', () => {
    render(
      <TestHost>
        <LanguageSwitch variant="bar" />
      </TestHost>,
    );
    const select = languageSelect();
    expect(select).toHaveValue('en');
    expect(select).toBeEnabled();
    expect(within(select).getAllByRole('option').map((option) => [option.textContent, option.getAttribute('lang'), option.getAttribute('value')])).toEqual([
      ['English', 'en', 'en'],
      ['हिन्दी', 'hi', 'hi'],
      ['தமிழ்', 'ta', 'ta'],
    ]);
    // What the face shows: the choice by its own name.
    expect(face(select)).toHaveTextContent(/^English$/);
  });

  it('switches through the host, busy and disabled until the language has loaded, then speaks it', async () => {
    const pending = deferred();
    const asked: Language[] = [];
    render(
      <TestHost>
        <WithI18n
          i18n={(real) => ({
            language: real.language,
            setLanguage: (language) => {
              asked.push(language);
              return pending.promise.then(() => real.setLanguage(language));
            },
          })}
        >
          <LanguageSwitch variant="bar" />
        </WithI18n>
      </TestHost>,
    );
    await userEvent.selectOptions(languageSelect(), 'हिन्दी');
    expect(asked).toEqual(['hi']);
    const select = languageSelect();
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-busy', 'true');
    // The choice shows while it loads.
    expect(select).toHaveValue('hi');
    expect(face(select)).toHaveTextContent(/^हिन्दी$/);

    await act(async () => pending.resolve());
    // The page now speaks Hindi, and so does the switch's own name.
    const hindi = await screen.findByRole('combobox', { name: 'भाषा' });
    expect(hindi).toHaveValue('hi');
    expect(hindi).toBeEnabled();
    expect(hindi).toHaveAttribute('aria-busy', 'false');
    expect(currentLanguage()).toBe('hi');
  });

  it('leaves the page as it was and says so in a toast when the language cannot load', async () => {
    const pending = deferred();
    const notices: Notice[] = [];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <TestHost notices={notices}>
        <WithI18n i18n={(real) => ({ language: real.language, setLanguage: () => pending.promise })}>
          <LanguageSwitch variant="stacked" />
        </WithI18n>
      </TestHost>,
    );
    await userEvent.selectOptions(languageSelect(), 'தமிழ்');
    expect(languageSelect()).toBeDisabled();
    await act(async () => pending.reject(new Error('catalogue chunk failed')));
    await waitFor(() => expect(languageSelect()).toBeEnabled());
    expect(languageSelect()).toHaveValue('en');
    expect(notices).toEqual([{ kind: 'error', message: 'The language could not be changed. Check your connection and try again.' }]);
    expect(currentLanguage()).toBe('en');
  });

  it('says the failure in the language the page is in', async () => {
    await loadTexts('hi');
    setTabLanguage('hi');
    const notices: Notice[] = [];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <TestHost notices={notices}>
        <WithI18n i18n={(real) => ({ language: real.language, setLanguage: () => Promise.reject(new Error('offline')) })}>
          <LanguageSwitch variant="bar" />
        </WithI18n>
      </TestHost>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'English');
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'भाषा नहीं बदली जा सकी। अपना कनेक्शन जाँचें और फिर से कोशिश करें।' }]));
  });
});

describe('LanguageSwitch and the keyboard', () => {
  /** As RootLayout does: the page is drawn again, from scratch, in the new language. */
  function DrawnAgain({ children }: { children: ReactNode }) {
    const { i18n } = useHost();
    return <div key={i18n.language}>{children}</div>;
  }

  it('gives the focus back to the switch drawn again in the new language', async () => {
    render(
      <TestHost>
        <DrawnAgain>
          <LanguageSwitch variant="stacked" />
        </DrawnAgain>
      </TestHost>,
    );
    const before = languageSelect();
    before.focus();
    await userEvent.selectOptions(before, 'தமிழ்');
    const after = await screen.findByRole('combobox', { name: 'மொழி' });
    expect(after).not.toBe(before);
    await waitFor(() => expect(after).toHaveFocus());
  });
});

describe('LanguageSwitch variants', () => {
  it('is drawn in its variant, with the holder\'s class, its name hidden but for screen readers', () => {
    const { container } = render(
      <TestHost>
        <LanguageSwitch variant="stacked" className="holder" />
        <LanguageSwitch variant="bar" />
      </TestHost>,
    );
    const [stacked, bar] = Array.from(container.children);
    expect(stacked).toHaveClass('switch', 'stacked', 'holder');
    expect(bar).toHaveClass('switch');
    expect(bar).not.toHaveClass('stacked');
    expect(container.querySelectorAll('label.label')).toHaveLength(2);
  });
});
