import { queryOptions, useMutation, useQueryClient } from '@servenear/shared/query';
import { callEndpoint } from '@servenear/shared/api';
import { opsCreateMemberEndpoint, opsMembersEndpoint, opsUpdateMemberEndpoint, type OpsMemberChange, type OpsNewMember } from '../endpoints/ops';
import { opsKeys } from './keys';
import { useOpsQuery } from './signedInOps';

const membersQuery = queryOptions({
  queryKey: opsKeys.members(),
  queryFn: ({ signal }) => callEndpoint(opsMembersEndpoint, { signal }).then((reply) => reply.data),
});

/** GET admin/ops-members: every ops person, disabled ones too (admins only; a team, not a list that grows without bound). */
export function useOpsMembers({ enabled = true }: { enabled?: boolean } = {}) {
  return useOpsQuery({ ...membersQuery, enabled });
}

/**
 * After a change of members: the list, and the audit log (the change is a row of it). The
 * signed-in person's own roles (admin/me) too, should an admin have changed their own.
 */
function useRefreshMembers() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: opsKeys.members() }),
      client.invalidateQueries({ queryKey: opsKeys.audit() }),
      client.invalidateQueries({ queryKey: opsKeys.me() }),
    ]);
}

/** POST admin/ops-members: the new member and their temporary password, answered this once. */
export function useOpsCreateMember() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: async (member: OpsNewMember) => {
      const reply = await callEndpoint(opsCreateMemberEndpoint, { body: member });
      return { message: reply.message, member: reply.data };
    },
    onSuccess: refresh,
  });
}

/**
 * PATCH admin/ops-members/{id}: new roles, or disabled or enabled again. A 409 (yourself, the last
 * admin) refuses it with the server's words; the list is asked again either way, as someone else
 * may have changed it meanwhile.
 */
export function useOpsUpdateMember() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: OpsMemberChange }) => (await callEndpoint(opsUpdateMemberEndpoint, { params: { id }, body: change })).message,
    onSettled: refresh,
  });
}
