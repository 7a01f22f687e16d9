import { useId } from 'react';
import { formStyles } from '@servenear/shared/forms';
import { useOpsMembers, type OpsAuditFilters } from '@servenear/shared/ops-api';
import actionStyles from '../../components/actions/ConfirmDialog.module.css';
import { useMay } from '../../components/access/useMay';
import { filtersOfForm, knownActions } from './auditFilters';
import styles from './AuditPage.module.css';

/**
 * The audit log's filters: who, the action and subject (exact), any words, and a range of days.
 * A plain search form: applying it puts the filters in the address (the page reads them from
 * there), so Back, a reload or a link shown to a colleague keep them. Drawn again from the
 * address whenever it changes (the page keys it), so the fields always say what is listed.
 */
export function AuditFilterForm({ filters, onApply }: { filters: OpsAuditFilters; onApply(filters: OpsAuditFilters): void }) {
  const id = useId();
  const may = useMay();
  // Who may read the log may list the people (both are admin's); the actor is then chosen by name.
  const members = useOpsMembers({ enabled: may('ops-members.manage') });
  const field = (name: string) => `${id}-${name}`;

  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(filtersOfForm(event.currentTarget));
      }}
    >
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={field('actor')}>
          Who
        </label>
        {members.data ? (
          <select id={field('actor')} name="actor" className={formStyles.control} defaultValue={filters.actor ?? ''}>
            <option value="">Anyone</option>
            {members.data.map((member) => (
              <option key={member.user_id} value={String(member.user_id)}>
                {member.name}
              </option>
            ))}
            {filters.actor && !members.data.some((member) => String(member.user_id) === filters.actor) ? <option value={filters.actor}>User {filters.actor}</option> : null}
          </select>
        ) : (
          <input id={field('actor')} name="actor" className={formStyles.control} inputMode="numeric" placeholder="User id" defaultValue={filters.actor ?? ''} />
        )}
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={field('action')}>
          Action
        </label>
        <input id={field('action')} name="action" className={formStyles.control} list={field('actions')} placeholder="partner.verify" maxLength={80} defaultValue={filters.action ?? ''} autoComplete="off" />
        <datalist id={field('actions')}>
          {knownActions.map((action) => (
            <option key={action} value={action} />
          ))}
        </datalist>
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={field('subject')}>
          Subject
        </label>
        <input id={field('subject')} name="subject" className={formStyles.control} placeholder="partner:12" maxLength={80} defaultValue={filters.subject ?? ''} autoComplete="off" />
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={field('q')}>
          Words
        </label>
        <input id={field('q')} name="q" type="search" className={formStyles.control} placeholder="Name, reason, details" maxLength={100} defaultValue={filters.q ?? ''} />
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={field('from')}>
          From
        </label>
        <input id={field('from')} name="from" type="date" className={formStyles.control} defaultValue={filters.from ?? ''} />
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={field('to')}>
          To
        </label>
        <input id={field('to')} name="to" type="date" className={formStyles.control} defaultValue={filters.to ?? ''} />
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={actionStyles.primary}>
          Apply filters
        </button>
        <button type="button" className={actionStyles.secondary} onClick={() => onApply({})}>
          Clear
        </button>
      </div>
    </form>
  );
}
