import { useId } from 'react';
import { formStyles, useFormContext } from '@servenear/shared/forms';
import { opsRoles } from '@servenear/shared/ops-roles';
import { roleTexts } from './format';
import styles from './PeoplePage.module.css';

/**
 * The roles as checkboxes, one or more; the rule's message (the server's, from the shared zod
 * schema) under the group. Every box shares the name `roles`, so the form's value is the list
 * of those ticked.
 */
export function RolesField() {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext<{ roles: string[] }>();
  const error = getFieldState('roles', formState).error;
  // An issue on one item (roles.0) is said on the group too.
  const message = error?.message ?? (Array.isArray(error) ? error.find(Boolean)?.message : undefined);
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.roles} aria-describedby={message ? errorId : undefined} aria-invalid={message ? true : undefined}>
      <legend className={formStyles.label}>Roles</legend>
      {opsRoles.map((role) => (
        <label key={role} className={styles.role}>
          <input type="checkbox" value={role} {...register('roles')} />
          <span>
            <strong>{roleTexts[role].label}</strong>
            <span className={styles.covers}>{roleTexts[role].covers}</span>
          </span>
        </label>
      ))}
      {message ? (
        <p id={errorId} className={formStyles.error}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
