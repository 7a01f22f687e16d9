import { useId } from 'react';
import { formatRupees, latestBookingDate } from '@servenear/shared/domain';
import { bookingWindowHint } from '@servenear/shared/booking-texts';
import { fill } from '@servenear/shared/i18n';
import { ServiceImage, Stars } from '@servenear/shared/ui';
import { SlotFields, methodsOffered, type SlotChoice, type SlotField } from '../../components/slot';
import { cartTexts as texts } from './texts';
import type { CartEntry } from './useCart';
import page from '../../ui/page.module.css';
import styles from './CartPage.module.css';

interface CartItemCardProps {
  entry: CartEntry;
  today: string;
  onChoose(next: SlotChoice, changed: SlotField): void;
  onRemove(): void;
}

/** One cart item (customer §3 'Cart item'): the service, its slot controls, its price and Remove. */
export function CartItemCard({ entry, today, onChoose, onRemove }: CartItemCardProps) {
  const id = useId();
  const { item } = entry;
  const rates = { perDay: item.perDay, perHour: item.perHour };
  return (
    <article className={styles.item} aria-labelledby={`${id}-name`}>
      <div className={page.media}>
        <ServiceImage className={styles.image} src={item.imageUrl} alt={item.name} width={88} height={66} loading="lazy" />
        <div className={page.mediaBody}>
          <h3 id={`${id}-name`} className={styles.itemName}>
            {item.name}
          </h3>
          <Stars rating={item.averageRating} />
          <p className={styles.rates}>
            {item.perDay !== null ? (
              <span>
                {formatRupees(item.perDay)} {texts.perDay}
              </span>
            ) : null}
            {item.perHour !== null ? (
              <span>
                {formatRupees(item.perHour)} {texts.perHour}
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <SlotFields
        id={id}
        value={entry.choice}
        methods={methodsOffered(rates)}
        today={today}
        errors={entry.errors}
        hint={bookingWindowHint(latestBookingDate(today))}
        onChange={onChoose}
      />
      <div className={styles.itemFoot}>
        <button type="button" className={styles.remove} aria-label={fill(texts.removeItem, { name: item.name })} disabled={entry.removing} onClick={onRemove}>
          {texts.remove}
        </button>
        <p className={styles.saveState} aria-live="polite">
          {entry.save === 'saving' ? texts.saving : entry.save === 'saved' ? texts.saved : ''}
        </p>
        <p className={styles.price}>
          <span>{texts.price}</span> <strong>{formatRupees(entry.price)}</strong>
        </p>
      </div>
    </article>
  );
}
