import { fill } from '@servenear/shared/i18n';
import { mapLink, pdTexts } from './pdTexts';
import styles from './Pd.module.css';

/**
 * From → To: the two addresses one above the other with a line between them (an address is
 * often two lines long, so side by side would squeeze both on a phone). On the details page each
 * opens in a map, in a new tab so the job stays where the partner left it.
 */
export function PdRoute({ from, to, withMapLinks = false }: { from: string; to: string; withMapLinks?: boolean }) {
  const stops = [
    { label: pdTexts.from, address: from },
    { label: pdTexts.to, address: to },
  ];
  return (
    <ol className={styles.route}>
      {stops.map((stop) => (
        <li key={stop.label} className={styles.stop}>
          <span className={styles.stopLabel}>{stop.label}</span>
          <span className={styles.address}>{stop.address}</span>
          {withMapLinks ? (
            <a
              className={styles.mapLink}
              href={mapLink(stop.address)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fill(pdTexts.mapLinkLabel, { action: pdTexts.openInMap, stop: stop.label, address: stop.address })}
            >
              {pdTexts.openInMap}
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
