import * as z from 'zod/mini';
import { queryKeys } from '@servenear/shared/host';
import { idParams } from '../schemas/idSchemas';
import { serviceChoiceWire } from '../wire/partnerServices';
import { serviceOptionWire } from '../wire/services';
import { defineEndpoint, envelope } from './define';

export interface ServiceOption {
  id: number;
  name: string;
}

/** customer §7 `service/all`: every service as { id, name }, for the report form's select. */
export const serviceOptionsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'service/all',
  summary: 'Every service of the catalogue, by name',
  reply: envelope(z.array(serviceOptionWire)),
  toModel: ({ data }) => data.map(({ id, name }): ServiceOption => ({ id, name })),
  key: () => queryKeys.catalog.serviceOptions(),
});

/**
 * Ours: GET service/subcategory/{subcategoryId} (public), the catalogue services of a
 * subcategory. Its key is public catalogue data, under `catalog` (kept across sessions), as
 * remote-partner's upload form reads it (partnerServiceKeys.choices).
 */
export const subcategoryServiceChoicesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'service/subcategory/:subcategoryId',
  summary: 'The catalogue services of a subcategory, by name',
  description: 'The third select of the partner’s upload form (partner §2); an unknown subcategory has none.',
  params: idParams('subcategoryId'),
  reply: envelope(z.array(serviceChoiceWire)),
  toModel: ({ data }) => data.map(({ id, name }) => ({ id, name })),
  key: ({ params }) => [...queryKeys.catalog.all, 'partner-service-choices', Number(params?.subcategoryId)] as const,
});
