import { opsMay, type OpsPermission } from '@servenear/shared/ops-roles';
import { useOpsMe } from '@servenear/shared/ops-api';

/**
 * Whether the signed-in person may do something, by their roles from admin/me (read once by the
 * layout, then from the cache). Nothing is allowed until the roles are in: the server decides
 * anyway, this only hides what it would refuse. A list is any one of its permissions (a section
 * of parts each person sees those of).
 */
export function useMay(): (permission: OpsPermission | readonly OpsPermission[] | null) => boolean {
  const roles = useOpsMe().data?.roles ?? null;
  return (permission) => {
    if (roles === null) return false;
    if (permission === null) return true;
    const anyOf: readonly OpsPermission[] = typeof permission === 'string' ? [permission] : permission;
    return anyOf.some((one) => opsMay(roles, one));
  };
}
