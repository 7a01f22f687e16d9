import { OTHER_SERVICE } from '@servenear/shared/partner-schemas';
import type { PartnerServiceCardWire, PartnerServiceEditWire } from '@servenear/shared/wire';
import { mediaStatusField, type MediaStatuses, photoSources, photoUrl, videoUrl } from '../../media';
import type { OfferRow } from './repository';

/**
 * An offer as the partner's service list shows it (partner §3 'Employee service card'). The
 * partner's own photos; without any, the catalogue service's picture, so a card is never blank.
 * `statuses`: the not-ready media of the list it is in (media's mediaStatusOf).
 */
export function offerCard(row: OfferRow, statuses: MediaStatuses): PartnerServiceCardWire {
  const catalogue = row.origin === 'catalogue';
  const fallback = row.serviceImageUrl ? [row.serviceImageUrl] : [];
  return {
    id: row.serviceId,
    action_id: row.id,
    name: catalogue ? (row.serviceName ?? '') : (row.customName ?? row.serviceName ?? ''),
    servicetype: catalogue ? (row.serviceType ?? 'service') : OTHER_SERVICE,
    category_name: row.categoryName,
    subcategory_name: row.subcategoryName,
    employee_type: row.employeeType,
    image_url: row.photos.length > 0 ? row.photos.map(photoUrl) : fallback,
    image_sources: row.photos.map(photoSources),
    video_url: row.video ? videoUrl(row.video) : null,
    approval: row.approval,
    rejection_reason: row.rejectionReason,
    ...mediaStatusField(statuses, [...row.photos, row.video]),
  };
}

/** The stored values the edit forms start from (partner §3 'Service edit loads'). */
export function offerEditValues(row: OfferRow, statuses: MediaStatuses): PartnerServiceEditWire {
  return {
    action_id: row.id,
    username: row.contactName,
    mobile_number: row.mobile,
    email: row.email,
    address: row.address,
    service_id: row.serviceId,
    category_id: row.categoryId,
    subcategory_id: row.subcategoryId,
    employee_type: row.employeeType,
    description: row.description,
    image_url: row.photos.map(photoUrl),
    video_url: row.video ? videoUrl(row.video) : null,
    // The form was confirmed when it was sent; the stored offer stands for that.
    checkbox: true,
    custom_service: row.origin === 'catalogue' ? null : row.customName,
    approval: row.approval,
    ...mediaStatusField(statuses, [...row.photos, row.video]),
  };
}
