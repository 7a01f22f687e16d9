import { useState } from 'react';
import type { WorkArea } from '@servenear/shared/partner';
import { fill } from '@servenear/shared/i18n';
import { coordinatesInWords, workAreaTexts } from './texts';
import styles from './WorkArea.module.css';

interface Props {
  places: readonly WorkArea[];
  deleting: number | null;
  onDelete(placeId: number): void;
}

/** The partner's places: name, address, radius in words and the point, each with Delete that asks first. */
export function WorkAreaList({ places, deleting, onDelete }: Props) {
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <ul className={styles.list}>
      {places.map((place) => {
        const name = place.label || place.address || place.city || coordinatesInWords(place.latitude, place.longitude);
        return (
          <li key={place.id} className={styles.place} aria-label={name}>
            <RadiusSketch radiusKm={place.radiusKm} />
            <div className={styles.placeText}>
              <strong className={styles.placeName}>{name}</strong>
              {place.label && place.address ? <span>{place.address}</span> : null}
              <span>
                {fill(workAreaTexts.within, { km: place.radiusKm })}: {coordinatesInWords(place.latitude, place.longitude)}
              </span>
              {confirming === place.id ? (
                <div className={styles.confirm} role="group" aria-label={workAreaTexts.confirmDelete}>
                  <p>{workAreaTexts.confirmDelete}</p>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={styles.danger}
                      disabled={deleting === place.id}
                      onClick={() => {
                        setConfirming(null);
                        onDelete(place.id);
                      }}
                    >
                      {workAreaTexts.confirmYes}
                    </button>
                    <button type="button" className={styles.secondary} onClick={() => setConfirming(null)}>
                      {workAreaTexts.confirmNo}
                    </button>
                  </div>
                </div>
              ) : (
                <button type="button" className={styles.secondary} disabled={deleting === place.id} onClick={() => setConfirming(place.id)}>
                  {workAreaTexts.delete}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A sketch, not a map (tile servers are out of reach on many networks, the test machines
 * among them): the place as a dot in a circle whose size grows with the radius, so a glance
 * tells 2 km from 25. Hidden from assistive technology; the text says the same.
 */
function RadiusSketch({ radiusKm }: { radiusKm: number }) {
  const ring = 8 + Math.min(radiusKm, 25) * 0.9; // 9 to 30.5 of the 32 the box leaves
  return (
    <svg className={styles.sketch} viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r={ring} className={styles.ring} />
      <circle cx="32" cy="32" r="3.5" className={styles.dot} />
    </svg>
  );
}
