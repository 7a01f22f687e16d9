import { zodResolver } from '@hookform/resolvers/zod';
import { opsRolesFormSchema, useOpsUpdateMember, type OpsMember, type OpsRolesForm } from '@servenear/shared/ops-api';
import { ConfirmDialog, noRules } from '../../components/actions/ConfirmDialog';
import { RolesField } from './RolesField';

const rolesRules = zodResolver(opsRolesFormSchema);

/** New roles for a member, ticked in the dialog; they hold from the member's next request. */
export function RolesDialog({ member, onClose }: { member: OpsMember; onClose(): void }) {
  const update = useOpsUpdateMember();
  return (
    <ConfirmDialog<OpsRolesForm>
      question={`Change ${member.name}’s roles?`}
      consequence={<p>What they may see and do changes at once, on their next click. There must always be one active admin.</p>}
      confirm="Save roles"
      tone="primary"
      rules={rolesRules}
      defaultValues={{ roles: [...member.roles] }}
      onConfirm={(values) => update.mutateAsync({ id: member.user_id, change: { roles: opsRolesFormSchema.parse(values).roles } })}
      onClose={onClose}
    >
      <RolesField />
    </ConfirmDialog>
  );
}

/** Disables an active member (their sessions stop working at once) or enables a disabled one. */
export function AccessDialog({ member, onClose }: { member: OpsMember; onClose(): void }) {
  const update = useOpsUpdateMember();
  const disabling = !member.disabled;
  return (
    <ConfirmDialog<Record<string, never>>
      question={disabling ? `Disable ${member.name}?` : `Enable ${member.name}?`}
      consequence={
        <p>
          {disabling
            ? 'They are signed out everywhere at once and cannot sign in until enabled again. What they did stays in the audit log.'
            : 'They can sign in again with their password and a texted code, with the roles shown.'}
        </p>
      }
      confirm={disabling ? 'Disable' : 'Yes, enable'}
      tone={disabling ? 'danger' : 'primary'}
      rules={noRules<Record<string, never>>()}
      defaultValues={{}}
      onConfirm={() => update.mutateAsync({ id: member.user_id, change: { disabled: disabling } })}
      onClose={onClose}
    />
  );
}
