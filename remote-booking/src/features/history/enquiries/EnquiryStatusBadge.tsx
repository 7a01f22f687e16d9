import type { EnquiryStatus } from '@servenear/shared/enquiries';
import { Badge, type Tone } from '../cards/Badge';
import { enquiryTexts } from '../texts';

const tones: Record<EnquiryStatus, Tone> = { pending: 'warning', enquired: 'success', rejected: 'danger' };

/** customer §4 'Enquiry statuses' in the customer's words: Pending, Answered, Rejected. */
export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge tone={tones[status]}>{enquiryTexts.status[status]}</Badge>;
}
