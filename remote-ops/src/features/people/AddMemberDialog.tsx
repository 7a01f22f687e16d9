import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from '@servenear/shared/dialog';
import { Form, MobileField, TextField } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import { opsNewMemberFormSchema, useEndOpsSession, useOpsCreateMember, type OpsMemberCreated, type OpsNewMemberForm } from '@servenear/shared/ops-api';
import dialogStyles from '../../components/actions/ConfirmDialog.module.css';
import { TemporaryPassword } from './TemporaryPassword';
import { RolesField } from './RolesField';

const rules = zodResolver(opsNewMemberFormSchema);
const failure = { network: 'Network error. Please try again.', fallback: 'That did not work. Please try again.' };

/**
 * Adds an ops person: name, mobile and roles, checked by the server's own rules (their messages
 * under the fields, a number already in use too). Sending it is the confirmation; the server's
 * answer is toasted, and the dialog then shows the temporary password this once.
 */
export function AddMemberDialog({ onClose }: { onClose(): void }) {
  const titleId = useId();
  const create = useOpsCreateMember();
  const { notify } = useHost();
  const endOpsSession = useEndOpsSession();
  const [created, setCreated] = useState<OpsMemberCreated | null>(null);

  return (
    <Dialog labelledBy={titleId} closeLabel="Close" onClose={onClose} size="narrow">
      <div className={dialogStyles.dialog}>
        <h2 id={titleId} className={dialogStyles.question}>
          {created ? `${created.name} added` : 'Add an ops person'}
        </h2>
        {created ? (
          <TemporaryPassword member={created} onDone={onClose} />
        ) : (
          <>
            <p className={dialogStyles.consequence}>They sign in at /ops with their mobile, a temporary password you give them, and a code texted to that mobile.</p>
            <Form<OpsNewMemberForm>
              className={dialogStyles.dialogActions}
              rules={rules}
              defaultValues={{ name: '', mobile: '', roles: [] }}
              onSubmit={async (values) => {
                try {
                  const { message, member } = await create.mutateAsync(opsNewMemberFormSchema.parse(values));
                  notify('success', message);
                  setCreated(member);
                } catch (error) {
                  if (!endOpsSession(error)) throw error;
                }
              }}
              failure={failure}
              submitLabel="Add person"
              submittingLabel="Adding..."
              footer={
                <button type="button" className={dialogStyles.secondary} onClick={onClose}>
                  Cancel
                </button>
              }
            >
              <TextField<OpsNewMemberForm> name="name" label="Name" autoComplete="off" maxLength={120} />
              <MobileField<OpsNewMemberForm> name="mobile" label="Mobile number" hint="Their work phone: sign-in codes are texted to it." />
              <RolesField />
            </Form>
          </>
        )}
      </div>
    </Dialog>
  );
}
