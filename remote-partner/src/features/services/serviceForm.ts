import type * as z from 'zod/mini';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { lazyResolver } from '@servenear/shared/forms';
import type { serviceUploadSchema, ServiceUploadFields } from '@servenear/shared/partner-schemas';
import { OTHER_SERVICE, photoCountMessage, serviceFormMessages } from '@servenear/shared/partner-texts';
import type { PartnerProfile, PartnerServiceValues, ServiceUpload } from '@servenear/shared/partner';

export type ServiceFormMode = 'upload' | 'edit';

/** The form's values: the shared schema's text fields, and the files the pickers hold. */
export type ServiceFormInput = z.input<typeof serviceUploadSchema> & { images: File[]; video: File | null };
export type ServiceFormOutput = ServiceUploadFields & { images: File[]; video: File | null };

/**
 * zodResolver(serviceUploadSchema) for the text fields, and the photo count of the mode
 * (partner §5: 1 to 3 on upload; none or exactly 3 on edit) at the same time, so one submit
 * shows every message at once. The files pass through as the pickers hold them. The schema,
 * and zod with it, loads when the form first checks itself (or `prefetch`, on the first focus).
 */
export function serviceFormResolver(mode: ServiceFormMode) {
  const fields = lazyResolver(() => import(/* webpackChunkName: "service-rules" */ './serviceRules').then(({ serviceFieldsResolver }) => serviceFieldsResolver()));
  const resolver: Resolver<ServiceFormInput, unknown, ServiceFormOutput> = async (values, context, options) => {
    const result = await fields.resolver(values, context, options as never);
    const errors: Record<string, unknown> = { ...result.errors };
    // zodResolver words a failed union by its first branch ("Must be one of: other."); the
    // schema's own message for service is the union's: 'Please select a service'.
    if (result.errors.service) errors.service = { ...result.errors.service, message: serviceFormMessages.serviceRequired };
    const photos = photoCountMessage(values.images.length, mode);
    if (photos) errors.images = { type: 'count', message: photos };
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<ServiceFormInput> };
    return { values: { ...(result.values as ServiceUploadFields), images: values.images, video: values.video }, errors: {} };
  };
  return { resolver, prefetch: fields.prefetch };
}

/** A new service starts from the partner's own contact details (partner §2 'Service upload'). */
export function uploadDefaults(profile: PartnerProfile | null): ServiceFormInput {
  return {
    name: profile?.name ?? '',
    mobile: profile?.mobile ?? '',
    email: profile?.email ?? '',
    address: profile?.address ?? '',
    category: '',
    subCategory: '',
    service: '',
    customService: '',
    employeeType: '' as ServiceFormInput['employeeType'],
    description: '',
    checkbox: false,
    images: [],
    video: null,
  };
}

/** An edit starts from the stored values; an "other" service keeps service 'other'. */
export function editDefaults(stored: PartnerServiceValues, isOther: boolean): ServiceFormInput {
  return {
    name: stored.name,
    mobile: stored.mobile,
    email: stored.email,
    address: stored.address,
    category: String(stored.categoryId),
    subCategory: String(stored.subcategoryId),
    service: isOther ? OTHER_SERVICE : stored.serviceId === null ? '' : String(stored.serviceId),
    customService: stored.customService ?? '',
    employeeType: (stored.employeeType ?? '') as ServiceFormInput['employeeType'],
    description: stored.description,
    checkbox: stored.checkbox,
    images: [],
    video: null,
  };
}

/** The checked form as the API call takes it. */
export function toServiceUpload(form: ServiceFormOutput): ServiceUpload {
  return {
    name: form.name,
    mobile: form.mobile,
    email: form.email,
    address: form.address,
    category: form.category,
    subCategory: form.subCategory,
    service: form.service,
    customService: form.service === OTHER_SERVICE ? form.customService : undefined,
    employeeType: form.employeeType,
    description: form.description,
    checkbox: form.checkbox,
    images: form.images,
    video: form.video,
  };
}

