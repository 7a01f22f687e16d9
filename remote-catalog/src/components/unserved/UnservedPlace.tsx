import { useId, useState, type FormEvent } from 'react';
import { ApiError, useAskArrival, useServedCities } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { currentLocale, fill, localiseMessage } from '@servenear/shared/i18n';
import { unservedTexts as texts } from './texts';
import styles from './UnservedPlace.module.css';

/** Ten digits once spaces are ignored, as the server reads the number. */
const tenDigits = (typed: string) => /^\d{10}$/.test(typed.replace(/\s+/g, ''));

/** The cities as one list in the current language: 'Chennai, Pune and Vellore', 'Chennai, Pune, और Vellore'. */
function cityList(cities: string[]): string {
  return new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(cities);
}

/** What went wrong: one of our texts (read when drawn, in the language of the moment) or the server's message. */
type Problem = 'mobileInvalid' | 'failed' | { message: string };

/**
 * Issue 37: shown under 'No Service available' where nothing is near the chosen place. It names
 * the cities we serve (where verified partners work: GET served-cities, not a fixed list) and
 * takes a request to be texted when we arrive: a visitor gives a mobile number, a signed-in
 * customer's account number is used.
 */
export function UnservedPlace() {
  const id = useId();
  const { session, location } = useHost();
  const served = useServedCities(location);
  const cities = served.data?.cities ?? [];
  const ask = useAskArrival();
  const [mobile, setMobile] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const customer = session?.role === 'user';
  const place = location.address;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!customer && !tenDigits(mobile)) {
      setProblem('mobileInvalid');
      return;
    }
    setProblem(null);
    const point = typeof location.latitude === 'number' && typeof location.longitude === 'number' ? { latitude: location.latitude, longitude: location.longitude } : {};
    try {
      const message = await ask.mutateAsync({ place: place ?? 'Unknown place', ...point, ...(customer ? {} : { mobile }) });
      setDone(message);
    } catch (error) {
      const message = error instanceof ApiError ? (error.errors.mobile?.[0] ?? error.errors.place?.[0]) : undefined;
      setProblem(message === undefined ? 'failed' : { message });
    }
  }

  // Only a place no partner reaches: an empty list in a served city is just an empty list.
  if (served.data?.served !== false) return null;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {place ? fill(texts.title, { place }) : texts.titleNoPlace}
      </h2>
      <p className={styles.cities}>
        {cities.length > 0 ? fill(texts.servedIn, { cities: cityList(cities) }) : texts.noCities}
      </p>
      {done ? (
        <p role="status" className={styles.done}>
          {localiseMessage(done)}
        </p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
          <p className={styles.ask}>{texts.ask}</p>
          {customer ? null : (
            <label className={styles.field}>
              <span>{texts.mobile}</span>
              <input
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                placeholder={texts.mobileHint}
                value={mobile}
                onChange={(event) => setMobile(event.target.value)}
                aria-invalid={problem !== null}
                aria-describedby={problem ? `${id}-problem` : undefined}
              />
            </label>
          )}
          {problem ? (
            <p id={`${id}-problem`} role="alert" className={styles.problem}>
              {typeof problem === 'string' ? texts[problem] : localiseMessage(problem.message)}
            </p>
          ) : null}
          <button type="submit" className={styles.button} disabled={ask.isPending}>
            {ask.isPending ? texts.sending : customer ? texts.notifyAccount : texts.notify}
          </button>
        </form>
      )}
    </section>
  );
}
