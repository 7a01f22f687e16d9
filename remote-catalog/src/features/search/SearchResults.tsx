import { Link } from '@servenear/shared/router';
import type { SearchMatch } from '@servenear/shared/api';
import { QueryState } from '@servenear/shared/ui';
import { serviceListUrl } from '../../components/urls';
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
  if (search.lookup === null) return null;
  const searching = <p role="status" className={styles.notice}>{searchTexts.searching}</p>;
  // Typing on after a failed lookup: the failure was the older text's, the next lookup is coming.
  if (search.pending && search.lookup.isError) return searching;
  return (
    <QueryState
      query={search.lookup}
      loading={searching}
      failedText={searchTexts.failed}
      empty={<p role="status" className={styles.notice}>{searchTexts.noServices}</p>}
    >
      {(matches) => (
        <ul className={styles.list} aria-label={searchTexts.results} aria-busy={search.pending}>
          {matches.map((match) => (
            <li key={match.id}>
              <Match match={match} onChoose={onChoose} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
