import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import {
  addCatalogueServiceEndpoint,
  deleteOwnPartnerServiceEndpoint,
  deletePartnerServiceEndpoint,
  editPartnerServiceEndpoint,
  partnerOwnServicesEndpoint,
  partnerOwnServiceValuesEndpoint,
  partnerServiceEndpoint,
  partnerServicesEndpoint,
  partnerServiceValuesEndpoint,
  uploadPartnerServiceEndpoint,
} from '@servenear/shared/endpoints';
import { addServiceSchema, photoCountMessage, serviceEditSchema, serviceFormMessages, serviceUploadSchema } from '@servenear/shared/partner-schemas';
import type { FieldErrors } from '@servenear/shared/schemas';
import type { AppContext } from '../../../context';
import { routeOf } from '../../../http/endpointRoute';
import { unprocessable } from '../../../lib/httpError';
import { currentAccount, requireRole } from '../../../plugins/auth';
import { uploadRateLimit } from '../../../plugins/rateLimits';
import { readServiceUploadForm, type MediaStore } from '../../media';
import { checkFormFields, readForm } from '../../media/multipart';
import {
  addPartnerService,
  deletePartnerService,
  editPartnerService,
  partnerServiceCard,
  partnerServiceCards,
  partnerServiceEditValues,
  uploadPartnerService,
  type ServiceMedia,
} from './service';

/**
 * The upload and edit forms (multipart): fields through the form's own schema, the photo count
 * by the spec's rule (1 to 3 on upload; none or exactly 3 on edit), files by the media module
 * (a bad file is a 422 under images or video). Every field at fault is answered at once, and
 * the video already received is dropped.
 */
async function readServiceForm<T>(
  request: FastifyRequest,
  media: MediaStore,
  schema: $ZodType<T>,
  mode: 'upload' | 'edit',
): Promise<{ fields: T; media: ServiceMedia }> {
  const form = await readServiceUploadForm(request, media);
  const checked = checkFormFields(schema, form.fields);
  const errors: FieldErrors = checked.success ? {} : { ...checked.errors };
  const count = photoCountMessage(form.photos.length, mode);
  if (count && !errors.images) errors.images = [count];
  if (!checked.success || Object.keys(errors).length > 0) {
    await form.video?.discard();
    throw unprocessable(errors);
  }
  return { fields: checked.data, media: { photos: form.photos, video: form.video } };
}

/** /add-service sends no file: a part that is one is refused. */
const noFiles = { maxFileBytes: 1, maxFiles: 0 };

/**
 * The partner's services (partner §7), mounted under /api/employee. Open to a partner still
 * waiting for verification: they prepare their services before ops verify them, and near-me
 * lists only ever show verified partners anyway. An id that is not the caller's own offer
 * answers 404 'Service not found', never 403.
 */
export const partnerServiceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const partnerOnly = { preValidation: requireRole('employee') };
  const uploads = uploadRateLimit(app, context.config.rateLimits);
  const ownId = (request: FastifyRequest) => currentAccount(request).userId;

  routeOf(app, partnerServicesEndpoint, partnerOnly, async (request) => ({ status: 200, data: await partnerServiceCards(context, ownId(request), 'catalogue') }));

  routeOf(app, partnerOwnServicesEndpoint, partnerOnly, async (request) => ({ status: 200, data: await partnerServiceCards(context, ownId(request), 'own') }));

  routeOf(app, partnerServiceEndpoint, partnerOnly, async (request) => ({ status: 200, data: await partnerServiceCard(context, ownId(request), request.params.id) }));

  routeOf(app, partnerServiceValuesEndpoint, partnerOnly, async (request) => ({
    status: 200,
    data: await partnerServiceEditValues(context, ownId(request), request.params.id, 'catalogue'),
  }));

  routeOf(app, partnerOwnServiceValuesEndpoint, partnerOnly, async (request) => ({
    status: 200,
    data: await partnerServiceEditValues(context, ownId(request), request.params.id, 'own'),
  }));

  routeOf(app, uploadPartnerServiceEndpoint, { ...partnerOnly, ...uploads }, async (request) => {
    const { fields, media } = await readServiceForm(request, context.media, serviceUploadSchema, 'upload');
    const { card, own } = await uploadPartnerService(context, ownId(request), fields, media);
    return { status: 200, success: true as const, message: own ? serviceFormMessages.uploadedOther : serviceFormMessages.uploaded, data: card };
  });

  routeOf(app, editPartnerServiceEndpoint, { ...partnerOnly, ...uploads }, async (request) => {
    const { fields, media } = await readServiceForm(request, context.media, serviceEditSchema, 'edit');
    const card = await editPartnerService(context, ownId(request), fields, media);
    return { status: 200, success: true as const, message: serviceFormMessages.updated, data: card };
  });

  routeOf(app, addCatalogueServiceEndpoint, partnerOnly, async (request) => {
    const form = await readForm(request, noFiles);
    const fields = checkFormFields(addServiceSchema, form.fields);
    if (!fields.success) throw unprocessable(fields.errors);
    return { status: 200, message: serviceFormMessages.added, data: await addPartnerService(context, ownId(request), fields.data) };
  });

  routeOf(app, deletePartnerServiceEndpoint, partnerOnly, async (request) => {
    await deletePartnerService(context, ownId(request), request.body.serviceId, 'catalogue');
    return { status: 200, message: serviceFormMessages.deleted };
  });

  routeOf(app, deleteOwnPartnerServiceEndpoint, partnerOnly, async (request) => {
    await deletePartnerService(context, ownId(request), request.body.serviceId, 'own');
    return { status: 200, message: serviceFormMessages.deleted };
  });
};
