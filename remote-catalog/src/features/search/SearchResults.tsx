import { Link } from 'react-router-dom';
import type { SearchMatch } from '@servenear/shared/api';
import { serviceListUrl } from '../service-list/listUrl';
import type { ServiceSearch } from './useServiceSearch';
import { searchTexts } from './texts';
import styles from './SearchResults.module.css';

function Match({ match, onChoose }: { match: SearchMatch; onChoose?: () => void }) {
  const place = [match.categoryName, match.subcategoryName].filter(Boolean).join(' › ');
  const content = (
    <>
      <span className={styles.name}>{match.name}</span> {place && <span className={styles.place}>{place}</span>}
    </>
  );
  if (match.categoryId === null || match.subcategoryId === null) return <div className={styles.match}>{content}</div>;
  return (
    <Link to={serviceListUrl(match.categoryId, match.subcategoryId)} className={`${styles.match} ${styles.link}`} onClick={onChoose}>
      {content}
    </Link>
  );
}

/** What a lookup found (customer §2 'Search'), with the §8 texts while it runs, when empty or failed. */
export function SearchResults({ search, onChoose }: { search: ServiceSearch; onChoose?: () => void }) {
  const { view } = search;
  if (view.kind === 'idle') return null;
  if (view.kind === 'searching') return <p role="status" className={styles.notice}>{searchTexts.searching}</p>;
  if (view.kind === 'failed') return <p role="alert" className={`${styles.notice} ${styles.error}`}>{searchTexts.failed}</p>;
  if (view.matches.length === 0) return <p role="status" className={styles.notice}>{searchTexts.noServices}</p>;
  return (
    <ul className={styles.list} aria-label={searchTexts.results} aria-busy={search.pending}>
      {view.matches.map((match) => (
        <li key={match.id}>
          <Match match={match} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}
