import { useState } from 'react';
import { useOpsMe, useOpsMembers } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import actionStyles from '../../components/actions/ConfirmDialog.module.css';
import table from '../../components/table/OpsTable.module.css';
import { AddMemberDialog } from './AddMemberDialog';
import { MembersTable } from './MembersTable';

/**
 * '/ops/people' (admins): the ops people, their roles and access; add one, change roles,
 * disable or enable. The list is the whole team, not paged: it is tens of people, not a list
 * that grows with the business.
 */
export default function PeoplePage() {
  const members = useOpsMembers();
  const myId = useOpsMe().data?.user_id ?? null;
  const [adding, setAdding] = useState(false);

  return (
    <>
      <div className={table.top}>
        <h1 className={table.title}>People</h1>
        <button type="button" className={actionStyles.primary} onClick={() => setAdding(true)}>
          Add a person
        </button>
      </div>
      <OpsQueryState query={members} empty={<p className={table.empty}>No ops people yet.</p>}>
        {(list) => <MembersTable members={list} myId={myId} />}
      </OpsQueryState>
      {adding ? <AddMemberDialog onClose={() => setAdding(false)} /> : null}
    </>
  );
}
