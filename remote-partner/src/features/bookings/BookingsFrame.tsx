import type { ReactNode } from 'react';
import type { UseQueryResult } from '@servenear/shared/query';
import { QueryState } from '@servenear/shared/ui';
import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { BookingTabs } from './BookingTabs';
import { bookingTexts } from './cardActions';
import styles from './Bookings.module.css';

/** A booking tab: the partner layout, the tab menu and the list's states (partner §8). */
export function BookingsFrame<T>({ title, query, children }: { title: string; query: UseQueryResult<T[]>; children(items: T[]): ReactNode }) {
  return (
    <PartnerLayout title={title}>
      <BookingTabs />
      <QueryState
        query={query}
        loading={
          <p role="status" className={styles.empty}>
            {bookingTexts.loading}
          </p>
        }
        empty={<p className={styles.empty}>{bookingTexts.empty}</p>}
        failedText={bookingTexts.failed}
      >
        {(items) => <div className={styles.list}>{children(items)}</div>}
      </QueryState>
    </PartnerLayout>
  );
}
