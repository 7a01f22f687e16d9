import { useId } from 'react';
import { useSearchParams } from '@servenear/shared/router';
import { usePartnerEarnings } from '@servenear/shared/partner';
import { indianDate } from '@servenear/shared/domain';
import { QueryState } from '@servenear/shared/ui';
import { EarningsTable } from './EarningsTable';
import { EarningsTotals } from './EarningsTotals';
import { TaxDocuments } from './TaxDocuments';
import { ALL_MONTHS, chosenMonth, monthChoices } from './months';
import { earningsTexts } from './texts';
import styles from './Earnings.module.css';

/**
 * The month selector, the totals and the table. The month lives in the address (?month=), so
 * coming back from an invoice shows the month the partner was looking at.
 */
export function EarningsView() {
  const [parameters, setParameters] = useSearchParams();
  const today = indianDate(new Date());
  // Built as the page draws: the month names are in the current language.
  const choices = monthChoices(today);
  const month = chosenMonth(parameters.get('month'), today);
  const query = usePartnerEarnings(month);
  const selectId = useId();

  return (
    <div className={styles.earnings}>
      <div className={styles.monthPicker}>
        <label htmlFor={selectId}>{earningsTexts.month}</label>
        <select
          id={selectId}
          className={styles.select}
          value={month ?? ALL_MONTHS}
          onChange={(event) => setParameters({ month: event.target.value }, { replace: true })}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <QueryState
        query={query}
        isEmpty={(earnings) => earnings.lines.length === 0}
        empty={<p className={styles.empty}>{earningsTexts.empty}</p>}
      >
        {(earnings) => (
          <>
            <EarningsTotals totals={earnings.totals} />
            <EarningsTable lines={earnings.lines} />
          </>
        )}
      </QueryState>
      <TaxDocuments month={month} />
    </div>
  );
}
