import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useHost } from '@servenear/shared/host';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@servenear/shared/i18n';
import { languageSwitchTexts as texts } from './texts';
import styles from './LanguageSwitch.module.css';

type Variant = 'bar' | 'stacked';

/**
 * The switch a keyboard user changed the language with, by its variant. The host draws the page
 * again in the new language (the shell's RootLayout), this switch with it: the new one takes the
 * focus back. (A page draws at most one switch of each variant where it can be seen: the shell's
 * header a bar, its phones' bottom bar a stacked one; the partner portal's header a bar.)
 */
let focusAfterSwitch: Variant | null = null;

export interface LanguageSwitchProps {
  /**
   * How it is drawn: `bar`, the globe, the language's name and a chevron in a row (a header's
   * bar); `stacked`, the globe over the name, as a bottom bar draws its items.
   */
  variant: Variant;
  /**
   * The holder's own class: where it shows and how it shares the row. A bar's face can be drawn
   * tighter from it: `--sn-language-switch-padding` (its inline padding, 8 px) and
   * `--sn-language-switch-chevron: none` (no chevron).
   */
  className?: string;
}

/** The globe on the face. Decorative: the select carries the name. */
function GlobeIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  );
}

/**
 * Issue 41, "a switch in the header": the page's language, named in itself (English, हिन्दी,
 * தமிழ்), and the other two to choose from. A native select (the phone's own picker, the
 * keyboard's own keys), drawn over by a face that shows the choice: while the host loads the
 * chosen language's catalogues it shows that choice busy and takes no other; a failed switch
 * leaves the page as it was and says so in a toast.
 */
export function LanguageSwitch({ variant, className }: LanguageSwitchProps) {
  const { i18n, notify } = useHost();
  const [pending, setPending] = useState<Language | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const id = useId();
  const shown = pending ?? i18n.language;
  const busy = pending !== null;

  // Disabled while busy (or drawn again after the switch), the select lost the focus: a keyboard
  // user finds it again where they left it.
  useEffect(() => {
    if (busy || focusAfterSwitch !== variant) return;
    focusAfterSwitch = null;
    select.current?.focus();
  }, [busy, variant]);

  async function choose(event: ChangeEvent<HTMLSelectElement>) {
    const chosen = event.target.value;
    if (!isLanguage(chosen) || chosen === i18n.language || pending) return;
    focusAfterSwitch = document.activeElement === event.target ? variant : null;
    setPending(chosen);
    try {
      await i18n.setLanguage(chosen);
    } catch (error) {
      console.error('ServeNear: the language could not be changed', error);
      notify('error', texts.failed);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className={[styles.switch, variant === 'stacked' ? styles.stacked : null, className].filter(Boolean).join(' ')} data-busy={busy}>
      <label htmlFor={id} className={styles.label}>
        {texts.label}
      </label>
      <span className={styles.face} aria-hidden="true">
        <GlobeIcon />
        <span className={styles.name} lang={shown}>
          {LANGUAGE_NAMES[shown]}
        </span>
        {busy ? <span className={styles.spinner} /> : <span className={styles.chevron} />}
      </span>
      <select
        ref={select}
        id={id}
        className={styles.select}
        value={shown}
        lang={shown}
        disabled={busy}
        aria-busy={busy}
        onChange={(event) => void choose(event)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
