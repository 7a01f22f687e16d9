import { useState } from 'react';
import { geolocationProblem } from './locationLabel';
import { pointAddress } from './pointAddress';
import { locationTexts, type LocationProblem } from './texts';
import styles from './LocationPopup.module.css';

export interface FoundPlace {
  latitude: number;
  longitude: number;
  address: string;
}

/**
 * "Use my current location" in the location popup (issue 37, ours): the browser's position, in
 * words a person can read (pointAddress), chosen like a typed address, so a customer can then
 * save it. What went wrong is said under the button.
 */
export function UseMyLocation({ onFound }: { onFound(place: FoundPlace): void }) {
  const [finding, setFinding] = useState(false);
  const [problem, setProblem] = useState<LocationProblem | null>(null);

  function locate() {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setProblem('notSupported');
      return;
    }
    setFinding(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords: { latitude, longitude } }) => {
        void pointAddress(latitude, longitude).then((address) => {
          setFinding(false);
          onFound({ latitude, longitude, address });
        });
      },
      (error) => {
        setFinding(false);
        setProblem(geolocationProblem(error));
      },
      { timeout: 15_000, maximumAge: 60_000 },
    );
  }

  return (
    <>
      <button type="button" className={styles.secondary} onClick={locate} disabled={finding} aria-describedby={problem ? 'use-my-location-problem' : undefined}>
        {finding ? locationTexts.findingYou : locationTexts.useMyLocation}
      </button>
      {problem ? (
        <p id="use-my-location-problem" role="alert" className={styles.error}>
          {locationTexts[problem]}
        </p>
      ) : null}
    </>
  );
}
