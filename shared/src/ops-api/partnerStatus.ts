import type * as z from 'zod/mini';
import type { opsPartnersQuerySchema } from '../endpoints/admin';

/** The verification states GET admin/partners lists, as its query schema allows them. */
export type PartnerStatusFilter = z.output<typeof opsPartnersQuerySchema>['status'];

/** The queue's filter, the work first: every state the server lists (suspended too, decision 0045). */
export const partnerStatusFilters: readonly PartnerStatusFilter[] = ['pending', 'verified', 'rejected', 'suspended'];
