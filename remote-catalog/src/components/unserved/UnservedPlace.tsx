import { useId, useState, type FormEvent } from 'react';
import { ApiError, useAskArrival, useServedCities } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { unservedTexts as texts } from './texts';
import styles from './UnservedPlace.module.css';

/** Ten digits once spaces are ignored, as the server reads the number. */
const tenDigits = (typed: string) => /^\d{10}$/.test(typed.replace(/\s+/g, ''));

/** The cities as one sentence: 'Chennai, Pune and Vellore'. */
function cityList(cities: string[]): string {
  if (cities.length <= 1) return cities.join('');
  return `${cities.slice(0, -1).join(', ')} and ${cities[cities.length - 1]}`;
}

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
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const customer = session?.role === 'user';
  const place = location.address;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!customer && !tenDigits(mobile)) {
      setProblem(texts.mobileInvalid);
      return;
    }
    setProblem(null);
    const point = typeof location.latitude === 'number' && typeof location.longitude === 'number' ? { latitude: location.latitude, longitude: location.longitude } : {};
    try {
      const message = await ask.mutateAsync({ place: place ?? 'Unknown place', ...point, ...(customer ? {} : { mobile }) });
      setDone(message);
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.errors.mobile?.[0] ?? error.errors.place?.[0] ?? texts.failed) : texts.failed);
    }
  }

  // Only a place no partner reaches: an empty list in a served city is just an empty list.
  if (served.data?.served !== false) return null;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {texts.title(place)}
      </h2>
      <p className={styles.cities}>
        {cities.length > 0 ? `${texts.servedIn}: ${cityList(cities)}.` : texts.noCities}
      </p>
      {done ? (
        <p role="status" className={styles.done}>
          {done}
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
              {problem}
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
