import styles from './OpsTable.module.css';

/**
 * A column header the server sorts by: a button inside the header cell, which says the order in
 * aria-sort. A first press sorts this column in its natural order (`first`), the next reverses it.
 */
export function SortHeader<Key extends string>({
  label,
  column,
  sort,
  order,
  first = 'desc',
  onSort,
}: {
  label: string;
  column: Key;
  sort: Key;
  order: 'asc' | 'desc';
  first?: 'asc' | 'desc';
  onSort(column: Key, order: 'asc' | 'desc'): void;
}) {
  const active = sort === column;
  const next = active ? (order === 'desc' ? 'asc' : 'desc') : first;
  return (
    <th scope="col" aria-sort={active ? (order === 'desc' ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className={styles.sort} onClick={() => onSort(column, next)}>
        {label}
        <span aria-hidden="true">{active ? (order === 'desc' ? '↓' : '↑') : '↕'}</span>
      </button>
    </th>
  );
}
