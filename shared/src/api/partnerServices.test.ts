import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosProgressEvent, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, apiClient } from '@servenear/shared/api';
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
} from '../endpoints/partnerServices';
import { callEndpoint } from './endpointCalls';
import { editForm, newServiceForm, uploadForm, type ServiceUpload } from './partnerServices';
import { subcategoryServiceChoicesEndpoint } from '../endpoints/services';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

let sent: Sent[] = [];

/** The server at the socket: one reply per path, so the two lists can be told apart. */
function serve(replies: Record<string, { status: number; body: unknown }>, beforeReply?: (config: InternalAxiosRequestConfig) => void) {
  const adapter: AxiosAdapter = async (config) => {
    sent.push({ method: (config.method ?? '').toUpperCase(), url: config.url ?? '', body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data });
    beforeReply?.(config);
    const reply = replies[config.url ?? ''] ?? { status: 404, body: { status: 404, errors: {}, message: 'Not found' } };
    const response = { data: reply.body, status: reply.status, statusText: String(reply.status), headers: new AxiosHeaders(), config, request: {} };
    if (reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
}

beforeEach(() => {
  sent = [];
});

function entries(body: unknown): Array<[string, string]> {
  expect(body).toBeInstanceOf(FormData);
  return [...(body as FormData).entries()].map(([field, value]) => [field, typeof value === 'string' ? value : `file:${value.name}`]);
}

const cardWire = {
  id: 4,
  action_id: 21,
  name: 'Deep cleaning',
  servicetype: 'service',
  category_name: 'Cleaning',
  subcategory_name: 'Home cleaning',
  employee_type: 'part_time',
  image_url: ['/api/files/services/a-640.jpg'],
  image_sources: [{ webp: '/a-320.webp 320w, /a-640.webp 640w', jpeg: '/a-320.jpg 320w, /a-640.jpg 640w' }],
  video_url: null,
  approval: 'approved',
  rejection_reason: null,
};

const otherWire = { ...cardWire, id: null, action_id: 22, name: 'Balcony garden', servicetype: 'other', employee_type: null, image_url: [], image_sources: [], approval: 'rejected', rejection_reason: 'Already in the catalogue', video_url: '/api/files/services/v.mp4' };

describe('the lists of the partner’s services', () => {
  it('reads the catalogue offers and the other services into cards', async () => {
    serve({ 'employee/getservice': { status: 200, body: { status: 200, data: [cardWire] } }, 'employee/newservice': { status: 200, body: { status: 200, data: [otherWire] } } });
    await expect(callEndpoint(partnerServicesEndpoint)).resolves.toEqual([
      {
        id: 4,
        actionId: 21,
        name: 'Deep cleaning',
        serviceType: 'service',
        categoryName: 'Cleaning',
        subcategoryName: 'Home cleaning',
        employeeType: 'part_time',
        imageUrls: ['/api/files/services/a-640.jpg'],
        imageSources: [{ webp: '/a-320.webp 320w, /a-640.webp 640w', jpeg: '/a-320.jpg 320w, /a-640.jpg 640w' }],
        videoUrl: null,
        notReady: undefined,
        approval: 'approved',
        rejectionReason: null,
        isOther: false,
      },
    ]);
    await expect(callEndpoint(partnerOwnServicesEndpoint)).resolves.toEqual([
      expect.objectContaining({ id: null, actionId: 22, isOther: true, approval: 'rejected', rejectionReason: 'Already in the catalogue', videoUrl: '/api/files/services/v.mp4', employeeType: null }),
    ]);
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET employee/getservice', 'GET employee/newservice']);
  });

  it('rejects a reply of another shape', async () => {
    serve({ 'employee/getservice': { status: 200, body: { status: 200, data: [{ ...cardWire, action_id: 'twenty-one' }] } } });
    await expect(callEndpoint(partnerServicesEndpoint)).rejects.toBeInstanceOf(ApiError);
    serve({ 'employee/getservice': { status: 200, body: { status: 200, data: [{ ...cardWire, approval: 'maybe' }] } } });
    await expect(callEndpoint(partnerServicesEndpoint)).rejects.toMatchObject({ message: 'Unexpected reply from the server' });
  });
});

describe('one card', () => {
  it('asks getservice/{id} and reads an other service as one', async () => {
    serve({ 'employee/getservice/22': { status: 200, body: { status: 200, data: otherWire } } });
    await expect(callEndpoint(partnerServiceEndpoint, { params: { id: 22 } })).resolves.toMatchObject({ actionId: 22, name: 'Balcony garden', isOther: true });
    serve({ 'employee/getservice/21': { status: 200, body: { status: 200, data: cardWire } } });
    await expect(callEndpoint(partnerServiceEndpoint, { params: { id: 21 } })).resolves.toMatchObject({ actionId: 21, isOther: false });
  });
});

describe('the stored values of an offer', () => {
  const values = {
    action_id: 22,
    username: 'Ravi Kumar',
    mobile_number: '9876500002',
    email: 'ravi@example.in',
    address: 'Adyar, Chennai',
    service_id: null,
    category_id: 1,
    subcategory_id: 3,
    employee_type: 'full_time',
    description: 'Balconies and terraces',
    image_url: ['/x.jpg', '/y.jpg', '/z.jpg'],
    video_url: null,
    checkbox: true,
    custom_service: 'Balcony garden',
    approval: 'pending',
  };

  it('asks the other path for an other service and reads the stored values', async () => {
    serve({ 'employee/other/editservice/22': { status: 200, body: { status: 200, data: values } } });
    await expect(callEndpoint(partnerOwnServiceValuesEndpoint, { params: { id: 22 } })).resolves.toEqual({
      actionId: 22,
      name: 'Ravi Kumar',
      mobile: '9876500002',
      email: 'ravi@example.in',
      address: 'Adyar, Chennai',
      serviceId: null,
      categoryId: 1,
      subcategoryId: 3,
      employeeType: 'full_time',
      description: 'Balconies and terraces',
      imageUrls: ['/x.jpg', '/y.jpg', '/z.jpg'],
      videoUrl: null,
      notReady: undefined,
      checkbox: true,
      customService: 'Balcony garden',
      approval: 'pending',
    });
  });

  it('asks editservice/{id} for a catalogue offer and fails with the 404', async () => {
    serve({});
    await expect(callEndpoint(partnerServiceValuesEndpoint, { params: { id: 21 } })).rejects.toMatchObject({ status: 404 });
    expect(sent[0]?.url).toBe('employee/editservice/21');
  });
});

const upload: ServiceUpload = {
  name: 'Ravi Kumar',
  mobile: '9876500002',
  email: 'ravi@example.in',
  address: 'Adyar, Chennai',
  category: 1,
  subCategory: 3,
  service: 'other',
  customService: 'Balcony garden',
  employeeType: 'part_time',
  description: 'Weekly care',
  checkbox: true,
  images: [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.png', { type: 'image/png' })],
  video: new File(['v'], 'walk.mp4', { type: 'video/mp4' }),
};

describe('upload and edit', () => {
  it('posts every field, the photos as images[] and the video, reporting progress', async () => {
    serve({ 'employee/upload-service': { status: 200, body: { status: 200, success: true, message: 'Service uploaded successfully', data: cardWire } } }, (config) =>
      config.onUploadProgress?.({ loaded: 1, total: 2, bytes: 1, lengthComputable: true, upload: true }),
    );
    const progress: AxiosProgressEvent[] = [];
    await expect(callEndpoint(uploadPartnerServiceEndpoint, { body: uploadForm(upload), onUploadProgress: (event) => progress.push(event) })).resolves.toBe('Service uploaded successfully');
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'employee/upload-service' });
    expect(entries(sent[0]?.body)).toEqual([
      ['name', 'Ravi Kumar'],
      ['mobile', '9876500002'],
      ['email', 'ravi@example.in'],
      ['address', 'Adyar, Chennai'],
      ['category', '1'],
      ['subCategory', '3'],
      ['service', 'other'],
      ['customService', 'Balcony garden'],
      ['employeeType', 'part_time'],
      ['description', 'Weekly care'],
      ['checkbox', 'true'],
      ['images[]', 'file:a.jpg'],
      ['images[]', 'file:b.png'],
      ['video', 'file:walk.mp4'],
    ]);
    expect(progress).toHaveLength(1);
  });

  it('rejects a success false reply: our server refuses with an error status, never with one', async () => {
    serve({ 'employee/upload-service': { status: 200, body: { status: 200, success: false, message: 'You already offer this service. Edit it instead.', data: cardWire } } });
    await expect(callEndpoint(uploadPartnerServiceEndpoint, { body: uploadForm(upload) })).rejects.toMatchObject({ status: 200, message: 'Unexpected reply from the server' });
  });

  it('rejects a 422 with its field errors', async () => {
    serve({ 'employee/upload-service': { status: 422, body: { status: 422, errors: { mobile: ['Invalid mobile number'] } } } });
    const error = await callEndpoint(uploadPartnerServiceEndpoint, { body: uploadForm(upload) }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual({ mobile: ['Invalid mobile number'] });
  });

  it('edits with action_id and service_id, sending no photos to keep the stored ones', async () => {
    serve({ 'employee/edit-upload-service': { status: 200, body: { status: 200, success: true, message: 'Service updated successfully', data: cardWire } } });
    await callEndpoint(editPartnerServiceEndpoint, { body: editForm({ ...upload, service: 4, customService: 'ignored', images: [], video: null, actionId: 21, serviceId: 4 }) });
    const fields = entries(sent[0]?.body);
    expect(fields).toContainEqual(['action_id', '21']);
    expect(fields).toContainEqual(['service_id', '4']);
    expect(fields).toContainEqual(['customService', '']);
    expect(fields.some(([field]) => field === 'images[]' || field === 'video')).toBe(false);
  });
});

describe('add, remove and choices', () => {
  it('adds a service with category, subCategory and the new name', async () => {
    serve({ 'employee/add-service': { status: 200, body: { status: 200, message: 'Service added', data: otherWire } } });
    await expect(callEndpoint(addCatalogueServiceEndpoint, { body: newServiceForm({ category: 1, subCategory: 3, service: 'Balcony garden' }) })).resolves.toBe('Service added');
    expect(entries(sent[0]?.body)).toEqual([
      ['category', '1'],
      ['subCategory', '3'],
      ['service', 'Balcony garden'],
    ]);
  });

  it('deletes through the path of the list the card came from, naming the action id', async () => {
    serve({ 'employee/delete-service': { status: 200, body: { status: 200, message: 'Service deleted successfully' } }, 'employee/delete-new-service': { status: 200, body: { status: 200, message: 'Service deleted successfully' } } });
    await callEndpoint(deletePartnerServiceEndpoint, { body: { serviceId: 21 } });
    await callEndpoint(deleteOwnPartnerServiceEndpoint, { body: { serviceId: 22 } });
    expect(sent).toEqual([
      { method: 'POST', url: 'employee/delete-service', body: { serviceId: 21 } },
      { method: 'POST', url: 'employee/delete-new-service', body: { serviceId: 22 } },
    ]);
  });

  it('reads the catalogue services of a subcategory', async () => {
    serve({ 'service/subcategory/3': { status: 200, body: { status: 200, data: [{ id: 4, name: 'Deep cleaning' }] } } });
    await expect(callEndpoint(subcategoryServiceChoicesEndpoint, { params: { subcategoryId: 3 } })).resolves.toEqual([{ id: 4, name: 'Deep cleaning' }]);
    serve({ 'service/subcategory/3': { status: 200, body: { status: 200, data: [{ id: '4' }] } } });
    await expect(callEndpoint(subcategoryServiceChoicesEndpoint, { params: { subcategoryId: 3 } })).rejects.toBeInstanceOf(ApiError);
  });
});
