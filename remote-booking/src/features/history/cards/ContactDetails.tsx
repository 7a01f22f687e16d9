import { bookingDescription } from '@servenear/shared/domain';
import { historyTexts as texts } from '../texts';
import styles from './Card.module.css';

export interface Contact {
  name: string;
  mobile: string;
  email: string;
  address: string;
  description: string;
}

/** The contact details given with a booking (customer §3 'Booking list item'). */
export function ContactDetails({ contact }: { contact: Contact }) {
  const rows: Array<[string, string]> = [
    [texts.name, contact.name],
    [texts.mobile, contact.mobile],
    [texts.email, contact.email],
    [texts.address, contact.address],
    [texts.description, bookingDescription(contact.description)],
  ];
  return (
    <section>
      <h3 className={styles.sectionTitle}>{texts.contactTitle}</h3>
      <dl className={styles.contactList}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
