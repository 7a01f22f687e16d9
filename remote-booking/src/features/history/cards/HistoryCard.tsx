import type { ReactNode } from 'react';
import { formatRupees } from '@servenear/shared/domain';
import { ContactDetails, type Contact } from './ContactDetails';
import { ExpandableCard } from './ExpandableCard';
import { historyTexts as texts } from '../texts';
import styles from './Card.module.css';
import lineStyles from '../lines/Line.module.css';

interface HistoryCardProps {
  /** The booking's name in the header: its reference, 'SN-000123'. */
  title: string;
  amountLabel: string;
  amount: number;
  /** The line under it: when it was booked, and how many services. */
  meta: string;
  /** The status badges at the end of that line. */
  badges: ReactNode;
  contact: Contact;
  /** The booked services, each an <li>. */
  children: ReactNode;
}

/** A booking of the history tabs: a header that opens its contact details and services (customer §3). */
export function HistoryCard({ title, amountLabel, amount, meta, badges, contact, children }: HistoryCardProps) {
  const summary = (
    <>
      <span className={styles.headRow}>
        <span className={styles.reference}>{title}</span>
        <span className={styles.amount}>
          <span className={styles.amountLabel}>{amountLabel}</span> {formatRupees(amount)}
        </span>
      </span>
      <span className={styles.metaRow}>
        <span className={styles.meta}>{meta}</span>
        {badges}
      </span>
    </>
  );
  return (
    <ExpandableCard summary={summary}>
      <ContactDetails contact={contact} />
      <section>
        <h3 className={styles.sectionTitle}>{texts.servicesTitle}</h3>
        <ul className={lineStyles.lines}>{children}</ul>
      </section>
    </ExpandableCard>
  );
}
