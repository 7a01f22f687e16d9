import { ApiError, callEndpoint } from '@servenear/shared/api';
import { failed, fakeApi, ok } from '@servenear/shared/testing';
import { partnerPdJobEndpoint, partnerPdJobKeys, partnerPdJobsEndpoint } from './pdJobs';

const jobWire = {
  id: 7,
  name: 'Asha Verma',
  mobile: '9876500001',
  fromaddress: 'Anna Nagar, Chennai',
  toaddress: 'T. Nagar, Chennai',
  date: '2026-11-28',
  description: 'Two cartons of books.',
  images: ['/api/files/pd-photos/7/1-640.jpg'],
  image_sources: [{ webp: '/api/files/pd-photos/7/1-640.webp 640w', jpeg: '/api/files/pd-photos/7/1-640.jpg 640w' }],
  video: '',
  distance_km: 5.7,
  status: 'enquired',
  answer: 'We collect at 9.',
  quote: 1800,
  allocated_at: '2026-11-24T10:00:00.000Z',
  stage: 'picked_up',
  picked_up_at: '2026-11-28T04:00:00.000Z',
  pickup_photo: '/api/files/pd-photos/up-640.jpg',
  delivered_at: null,
  delivery_photo: null,
};

describe('the partner’s Pass Fast Express jobs', () => {
  it('reads the allocated jobs into the names the pages use; an empty video is none', async () => {
    const { requests } = fakeApi({ 'GET employee/pdenquiry/list': ok([jobWire]) });
    const [job] = await callEndpoint(partnerPdJobsEndpoint);
    expect(requests.map((request) => request.url)).toEqual(['employee/pdenquiry/list']);
    expect(job).toEqual({
      id: 7,
      customerName: 'Asha Verma',
      mobile: '9876500001',
      fromAddress: 'Anna Nagar, Chennai',
      toAddress: 'T. Nagar, Chennai',
      date: '2026-11-28',
      description: 'Two cartons of books.',
      images: ['/api/files/pd-photos/7/1-640.jpg'],
      imageSources: [{ webp: '/api/files/pd-photos/7/1-640.webp 640w', jpeg: '/api/files/pd-photos/7/1-640.jpg 640w' }],
      video: null,
      distanceKm: 5.7,
      status: 'enquired',
      answer: 'We collect at 9.',
      quote: 1800,
      allocatedAt: '2026-11-24T10:00:00.000Z',
      stage: 'picked_up',
      pickedUpAt: '2026-11-28T04:00:00.000Z',
      pickupPhoto: '/api/files/pd-photos/up-640.jpg',
      deliveredAt: null,
      deliveryPhoto: null,
    });
  });

  it('asks for one job by id and reports a job not allocated to the partner as a 404', async () => {
    fakeApi({ 'GET employee/pdenquiry/7': ok(jobWire), 'GET employee/pdenquiry/8': failed(404, 'Not found') });
    await expect(callEndpoint(partnerPdJobEndpoint, { params: { id: 7 } })).resolves.toMatchObject({ id: 7, fromAddress: 'Anna Nagar, Chennai' });
    await expect(callEndpoint(partnerPdJobEndpoint, { params: { id: 8 } })).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a reply of another shape', async () => {
    fakeApi({ 'GET employee/pdenquiry/list': ok([{ ...jobWire, status: 'allocated' }]) });
    await expect(callEndpoint(partnerPdJobsEndpoint)).rejects.toBeInstanceOf(ApiError);
  });

  it('keeps its query keys under the partner root, as before the catalogue', () => {
    expect(partnerPdJobsEndpoint.key?.({})).toEqual(['partner', 'pd-jobs', 'list']);
    expect(partnerPdJobEndpoint.key?.({ params: { id: 7 } })).toEqual(partnerPdJobKeys.one(7));
    expect(partnerPdJobKeys.one(7)).toEqual(['partner', 'pd-jobs', 'one', 7]);
  });
});
