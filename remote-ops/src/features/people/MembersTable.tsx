import { useId, useState } from 'react';
import type { OpsMember } from '@servenear/shared/ops-api';
import actionStyles from '../../components/actions/ConfirmDialog.module.css';
import table from '../../components/table/OpsTable.module.css';
import { dayOf } from '../../components/table/format';
import { maskedMobile, rolesLabel } from './format';
import { AccessDialog, RolesDialog } from './MemberDialogs';
import styles from './PeoplePage.module.css';

type Open = { member: OpsMember; dialog: 'roles' | 'access' } | null;

/** The ops people in the order they were added (the server's); each row's actions ask in a dialog first. */
export function MembersTable({ members, myId }: { members: readonly OpsMember[]; myId: number | null }) {
  const captionId = useId();
  const [open, setOpen] = useState<Open>(null);
  const active = members.filter((member) => !member.disabled).length;
  return (
    <>
      <div className={table.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={table.table}>
          <caption id={captionId} className={table.caption}>
            {`Ops people: ${members.length}, ${active} active`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Mobile</th>
              <th scope="col">Roles</th>
              <th scope="col">Access</th>
              <th scope="col">Added</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const isMe = member.user_id === myId;
              return (
                <tr key={member.user_id}>
                  <th scope="row">
                    {member.name}
                    {isMe ? <span className={table.muted}> (you)</span> : null}
                  </th>
                  <td className={table.nowrap}>{maskedMobile(member.mobile)}</td>
                  <td>{rolesLabel(member.roles)}</td>
                  <td>
                    <span className={`${styles.badge} ${member.disabled ? styles.disabled : styles.active}`}>{member.disabled ? 'Disabled' : 'Active'}</span>
                  </td>
                  <td className={table.nowrap}>{dayOf(member.created_at)}</td>
                  <td>
                    <div className={styles.rowActions}>
                      <button type="button" className={actionStyles.secondary} aria-label={`Change roles of ${member.name}`} onClick={() => setOpen({ member, dialog: 'roles' })}>
                        Change roles
                      </button>
                      {/* Offered to oneself too: the server's refusal says why, rather than a button that silently is not there. */}
                      <button
                        type="button"
                        className={member.disabled ? actionStyles.secondary : actionStyles.danger}
                        aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.name}`}
                        onClick={() => setOpen({ member, dialog: 'access' })}
                      >
                        {member.disabled ? 'Enable' : 'Disable'}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {open?.dialog === 'roles' ? <RolesDialog member={open.member} onClose={() => setOpen(null)} /> : null}
      {open?.dialog === 'access' ? <AccessDialog member={open.member} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
