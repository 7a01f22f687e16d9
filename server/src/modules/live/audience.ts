import { opsPermissions, opsMay, type OpsPermission, type OpsRole } from '@servenear/shared/ops-roles';

/** Everything about one person's own bookings, jobs and bell. */
export const personAudience = (userId: number) => `user:${userId}`;

/** A console queue's change, for every ops member whose roles carry the permission. */
export const opsAudience = (permission: OpsPermission) => `ops:${permission}`;

/** What one signed-in person hears: their own events, and an ops member those of their roles. */
export function audiencesOf(userId: number, opsRoles: readonly OpsRole[] | null): string[] {
  const audiences = [personAudience(userId)];
  if (opsRoles) for (const permission of Object.keys(opsPermissions) as OpsPermission[]) if (opsMay(opsRoles, permission)) audiences.push(opsAudience(permission));
  return audiences;
}
