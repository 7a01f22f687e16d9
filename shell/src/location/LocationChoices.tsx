import type { GeocodedPoint } from './locationApi';
import { locationTexts } from './texts';
import styles from './LocationChoices.module.css';

/** The places an ambiguous address may be, each a button that picks it. */
export function LocationChoices({ id, choices, onChoose }: { id: string; choices: GeocodedPoint[]; onChoose(place: GeocodedPoint): void }) {
  if (choices.length === 0) return null;
  return (
    <div className={styles.choices} role="group" aria-labelledby={id}>
      <p id={id} className={styles.question}>
        {locationTexts.whichPlace}
      </p>
      <ul className={styles.list}>
        {choices.map((place) => (
          <li key={`${place.latitude},${place.longitude},${place.formattedAddress}`}>
            <button type="button" className={styles.choice} onClick={() => onChoose(place)}>
              {place.formattedAddress}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
