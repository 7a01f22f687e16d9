import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PdEnquiryFields, PdEnquiryInput } from '@servenear/shared/enquiry-schemas';
import { pdPhotoCountMessage } from '@servenear/shared/enquiry-texts';
import { lazyResolver } from '@servenear/shared/forms';
import type { PdEnquiryRequest } from '@servenear/shared/enquiries';
import { indianDate } from '@servenear/shared/domain';

/** The form's values: the shared schema's text fields (wire names, so the server's 422 maps straight on), and the files the pickers hold. */
export type PassFastExpressInput = PdEnquiryInput & { images: File[]; video: File | null };
type PassFastExpressOutput = PdEnquiryFields & { images: File[]; video: File | null };

/** Today in India, read on each check so a popup left open past midnight still judges the day right. */
export const todayInIndia = () => indianDate(new Date());

/**
 * zodResolver(pdEnquirySchema) for the text fields and the photo count (pdPhotoCountMessage) at
 * the same time, so one press of Enquiry Now shows every message at once. The schema, and zod
 * with it, loads when the form first checks itself (or `prefetch`, on the first focus), not with
 * the popup.
 */
export function passFastExpressResolver() {
  const fields = lazyResolver(() =>
    import(/* webpackChunkName: "pd-enquiry-rules" */ './pdEnquiryRules').then(({ pdEnquiryFieldsResolver }) => pdEnquiryFieldsResolver(todayInIndia)),
  );
  const resolver: Resolver<PassFastExpressInput, unknown, PassFastExpressOutput> = async (values, context, options) => {
    const result = await fields.resolver(values, context, options as never);
    const errors: Record<string, unknown> = { ...result.errors };
    const photos = pdPhotoCountMessage(values.images.length);
    if (photos) errors.images = { type: 'count', message: photos };
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<PassFastExpressInput> };
    return { values: { ...(result.values as PdEnquiryFields), images: values.images, video: values.video }, errors: {} };
  };
  return { resolver, prefetch: fields.prefetch };
}

export function emptyForm(mobile: string | undefined): PassFastExpressInput {
  return { fromaddress: '', toaddress: '', dob: '', mobile: mobile ?? '', description: '', images: [], video: null };
}

export function toRequest(form: PassFastExpressOutput): PdEnquiryRequest {
  return {
    fromAddress: form.fromaddress,
    toAddress: form.toaddress,
    date: form.dob,
    mobile: form.mobile,
    description: form.description,
    images: form.images,
    video: form.video,
  };
}
