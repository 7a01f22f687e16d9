import { opsMay, type OpsPermission } from '@servenear/shared/ops-roles';
import { useOpsMe } from '@servenear/shared/ops-api';

/**
 * Whether the signed-in person may do something, by their roles from admin/me (read once by the
 * layout, then from the cache). Nothing is allowed until the roles are in: the server decides
 * anyway, this only hides what it would refuse.
 */
export function useMay(): (permission: OpsPermission | null) => boolean {
  const roles = useOpsMe().data?.roles ?? null;
  return (permission) => roles !== null && (permission === null || opsMay(roles, permission));
}
