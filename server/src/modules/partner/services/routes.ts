import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import {
  addServiceSchema,
  deleteServiceSchema,
  photoCountMessage,
  serviceEditSchema,
  serviceFormMessages,
  serviceUploadSchema,
} from '@servenear/shared/partner-schemas';
import type { FieldErrors } from '@servenear/shared/schemas';
import { partnerServiceCardWire, partnerServiceEditWire } from '@servenear/shared/wire';
import type { AppContext } from '../../../context';
import { envelope, idParams, messageEnvelope, messageReply, ok } from '../../../http/replies';
import { unprocessable } from '../../../lib/httpError';
import { currentAccount, requireRole } from '../../../plugins/auth';
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
  const ownId = (request: FastifyRequest) => currentAccount(request).userId;
  const cards = ok(envelope(z.array(partnerServiceCardWire)));
  const offerParams = idParams('id');

  app.get(
    '/getservice',
    {
      ...partnerOnly,
      schema: { summary: "The partner's catalogue services, newest first", description: 'Cards of the offers made on /service-upload with a catalogue service.', response: cards },
    },
    async (request) => ({ status: 200, data: await partnerServiceCards(context, ownId(request), 'catalogue') }),
  );

  app.get(
    '/newservice',
    {
      ...partnerOnly,
      schema: {
        summary: "The partner's own services (\"other\" and added), newest first",
        description: "Named as the partner named them (`servicetype` 'other'), with ops' approval and, when refused, the reason.",
        response: cards,
      },
    },
    async (request) => ({ status: 200, data: await partnerServiceCards(context, ownId(request), 'own') }),
  );

  app.get(
    '/getservice/:id',
    { ...partnerOnly, schema: { summary: 'One of the partner’s services by its action id (404 for any other)', params: offerParams, response: ok(envelope(partnerServiceCardWire)) } },
    async (request) => ({ status: 200, data: await partnerServiceCard(context, ownId(request), request.params.id) }),
  );

  app.get(
    '/editservice/:id',
    {
      ...partnerOnly,
      schema: {
        summary: 'The stored values of a catalogue service for /ServiceEdit',
        description: 'By action id; another partner’s, or an "other" service (edited on /ServiceEdit/other), is a 404.',
        params: offerParams,
        response: ok(envelope(partnerServiceEditWire)),
      },
    },
    async (request) => ({ status: 200, data: await partnerServiceEditValues(context, ownId(request), request.params.id, 'catalogue') }),
  );

  app.get(
    '/other/editservice/:id',
    {
      ...partnerOnly,
      schema: {
        summary: 'The stored values of an "other" or added service for /ServiceEdit/other',
        description: 'By action id; another partner’s, or a catalogue service, is a 404.',
        params: offerParams,
        response: ok(envelope(partnerServiceEditWire)),
      },
    },
    async (request) => ({ status: 200, data: await partnerServiceEditValues(context, ownId(request), request.params.id, 'own') }),
  );

  app.post(
    '/upload-service',
    {
      ...partnerOnly,
      schema: {
        summary: 'Offer a service: a catalogue one, or "other" with the partner’s own name',
        description:
          'Multipart: the upload form’s fields (`service` is a catalogue id or "other" with `customService`), `images[]` 1 to 3 ' +
          'photos (JPEG, PNG or WebP, at most 10 MB each) and an optional `video` (MP4 or WebM, at most 50 MB). A catalogue service ' +
          'is listed near the partner at once; an "other" one once ops approve it. A catalogue service already offered is refused on `service`.',
        consumes: ['multipart/form-data'],
        response: ok(z.object({ status: z.number().int(), success: z.boolean(), message: z.string(), data: partnerServiceCardWire })),
      },
    },
    async (request) => {
      const { fields, media } = await readServiceForm(request, context.media, serviceUploadSchema, 'upload');
      const { card, own } = await uploadPartnerService(context, ownId(request), fields, media);
      return { status: 200, success: true, message: own ? serviceFormMessages.uploadedOther : serviceFormMessages.uploaded, data: card };
    },
  );

  app.post(
    '/edit-upload-service',
    {
      ...partnerOnly,
      schema: {
        summary: 'Change one of the partner’s services',
        description:
          'Multipart: the upload form’s fields plus `action_id` (404 for another partner’s). `images[]`: none keeps the stored photos, ' +
          'exactly 3 replace them. A new `video` replaces the old. An "other" service keeps its name once approved; a rejected one goes back to ops.',
        consumes: ['multipart/form-data'],
        response: ok(z.object({ status: z.number().int(), success: z.boolean(), message: z.string(), data: partnerServiceCardWire })),
      },
    },
    async (request) => {
      const { fields, media } = await readServiceForm(request, context.media, serviceEditSchema, 'edit');
      const card = await editPartnerService(context, ownId(request), fields, media);
      return { status: 200, success: true, message: serviceFormMessages.updated, data: card };
    },
  );

  app.post(
    '/add-service',
    {
      ...partnerOnly,
      schema: {
        summary: 'Add a service the catalogue lacks, for ops to approve',
        description:
          'Multipart or JSON: `category`, `subCategory` and `service` (the new name). Offered with the profile’s contact details, ' +
          'waiting for approval (customers do not see it until then). A name the subcategory already has is refused on `service`.',
        consumes: ['multipart/form-data', 'application/json'],
        response: ok(messageEnvelope(partnerServiceCardWire)),
      },
    },
    async (request) => {
      const form = await readForm(request, noFiles);
      const fields = checkFormFields(addServiceSchema, form.fields);
      if (!fields.success) throw unprocessable(fields.errors);
      return { status: 200, message: serviceFormMessages.added, data: await addPartnerService(context, ownId(request), fields.data) };
    },
  );

  app.post(
    '/delete-service',
    {
      ...partnerOnly,
      schema: {
        summary: 'Delete one of the partner’s catalogue services',
        description: '`serviceId` is the action id. Customers no longer find the partner for it; bookings already made are kept. An "other" service, or another partner’s, is a 404.',
        body: deleteServiceSchema,
        response: ok(messageReply),
      },
    },
    async (request) => {
      await deletePartnerService(context, ownId(request), request.body.serviceId, 'catalogue');
      return { status: 200, message: serviceFormMessages.deleted };
    },
  );

  app.post(
    '/delete-new-service',
    {
      ...partnerOnly,
      schema: {
        summary: 'Delete one of the partner’s own ("other" or added) services',
        description: '`serviceId` is the action id. A catalogue service, or another partner’s, is a 404.',
        body: deleteServiceSchema,
        response: ok(messageReply),
      },
    },
    async (request) => {
      await deletePartnerService(context, ownId(request), request.body.serviceId, 'own');
      return { status: 200, message: serviceFormMessages.deleted };
    },
  );
};
