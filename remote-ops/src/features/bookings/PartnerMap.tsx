import { useId } from 'react';
import type { OpsEligiblePartner } from '@servenear/shared/ops-api';
import styles from './BookingDetailPage.module.css';

const SIZE = 320;
const CENTRE = SIZE / 2;
/** The near-me circle's radius in the drawing. */
const RING = 140;
const KM_PER_DEGREE_LATITUDE = 110.574;

/** Where a point lies from the booking, in km east and north (flat: a city's distances). */
export function offsetKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }) {
  const east = (to.longitude - from.longitude) * 111.32 * Math.cos((from.latitude * Math.PI) / 180);
  const north = (to.latitude - from.latitude) * KM_PER_DEGREE_LATITUDE;
  return { east, north };
}

/** The longest round length that fits half the radius, for the scale bar. */
function scaleKm(radiusKm: number): number {
  return [50, 20, 10, 5, 2, 1, 0.5].find((km) => km <= radiusKm / 2) ?? 0.5;
}

const compass = (east: number, north: number) => {
  const ns = north > 0.2 ? 'north' : north < -0.2 ? 'south' : '';
  const ew = east > 0.2 ? 'east' : east < -0.2 ? 'west' : '';
  return ns && ew ? `${ns}-${ew}` : ns || ew || 'at the booking';
};

/**
 * A sketch, not a map (no tiles can be loaded): the booking at the centre, each partner a numbered
 * dot where his nearest work place lies, the near-me radius as a circle and a scale bar. Its text
 * alternative names every dot; the table beside it is the way to act.
 */
export function PartnerMap({ booking, partners, radiusKm }: { booking: { latitude: number; longitude: number }; partners: readonly OpsEligiblePartner[]; radiusKm: number }) {
  const titleId = useId();
  const descId = useId();
  const pxPerKm = RING / radiusKm;
  const scale = scaleKm(radiusKm);
  const spots = partners.map((partner, index) => {
    const { east, north } = offsetKm(booking, partner);
    return { partner, number: index + 1, east, north, x: CENTRE + east * pxPerKm, y: CENTRE - north * pxPerKm };
  });
  const description =
    `The booking is at the centre; the circle is the ${radiusKm} km near-me radius. ` +
    spots.map((spot) => `${spot.number}: ${spot.partner.name}, ${spot.partner.distance_km} km ${compass(spot.east, spot.north)}.`).join(' ');

  return (
    <svg className={styles.map} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-labelledby={titleId} aria-describedby={descId}>
      <title id={titleId}>Sketch of the partners around the booking</title>
      <desc id={descId}>{description}</desc>
      <rect x="0" y="0" width={SIZE} height={SIZE} className={styles.mapGround} />
      <circle cx={CENTRE} cy={CENTRE} r={RING} className={styles.mapRing} />
      <text x={CENTRE} y={CENTRE - RING - 4} textAnchor="middle" className={styles.mapLabel}>
        {radiusKm} km
      </text>
      <text x={SIZE - 12} y={20} textAnchor="end" className={styles.mapLabel}>
        N ↑
      </text>
      <g>
        <line x1={12} x2={12 + scale * pxPerKm} y1={SIZE - 14} y2={SIZE - 14} className={styles.mapScale} />
        <text x={12} y={SIZE - 20} className={styles.mapLabel}>
          {scale} km
        </text>
      </g>
      <path d={`M${CENTRE} ${CENTRE - 9} L${CENTRE + 7} ${CENTRE + 6} L${CENTRE - 7} ${CENTRE + 6} Z`} className={styles.mapBooking} />
      {spots.map((spot) => (
        <g key={spot.partner.id} className={spot.partner.current ? styles.mapCurrent : styles.mapPartner}>
          <circle cx={spot.x} cy={spot.y} r={10} />
          <text x={spot.x} y={spot.y + 4} textAnchor="middle">
            {spot.number}
          </text>
        </g>
      ))}
    </svg>
  );
}
