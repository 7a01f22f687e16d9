/*
 * What the customer's enquiry forms send (customer §3, §7 'Enquiries'). The calls themselves are
 * the catalogue's (shared/src/endpoints/enquiries.ts); form rules and messages:
 * @servenear/shared/enquiry-schemas. Exported from @servenear/shared/enquiries only, so pages that
 * never show an enquiry do not download them.
 */

/** The fields of POST user/pd/delivery (customer §3 'Move enquiry, send'). */
export interface PdEnquiryRequest {
  fromAddress: string;
  toAddress: string;
  /** The chosen day, YYYY-MM-DD (sent as `dob`). */
  date: string;
  mobile: string;
  description?: string | undefined;
  images: readonly File[];
  video?: File | null | undefined;
}

/** POST user/create-enquiry: the spec's payload plus, ours and optional, the slot (all four or none) and terms. */
export interface ServiceEnquiryRequest {
  serviceId: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  description: string;
  terms?: boolean;
  serviceMethod?: 'day' | 'hour';
  workingDuration?: number;
  preferredTime?: string;
  preferredDate?: string;
}

/** The multipart body of POST user/pd/delivery, named as customer §3 names it (images[0..n]). */
export function pdForm(request: PdEnquiryRequest): FormData {
  const form = new FormData();
  form.append('fromaddress', request.fromAddress);
  form.append('toaddress', request.toAddress);
  form.append('dob', request.date);
  form.append('mobile', request.mobile);
  form.append('description', request.description ?? '');
  request.images.forEach((image, index) => form.append(`images[${index}]`, image));
  if (request.video) form.append('video', request.video);
  return form;
}
