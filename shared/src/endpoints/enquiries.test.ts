import { callEndpoint, endpointQuery } from '@servenear/shared/api';
import { fakeApi, formFields, ok } from '@servenear/shared/testing';
import { pdForm } from '../api/enquiries';
import { bookQuoteEndpoint, createEnquiryEndpoint, enquiryKeys, pdDeliveryEndpoint, pdEnquiriesEndpoint, serviceEnquiriesEndpoint } from './enquiries';

const opsReply = { answer: 'A tempo can take this on the day.', quote: 4500, answered_at: '2026-11-21T05:00:00.000Z' };

const pdWire = {
  id: 61,
  fromaddress: 'Shivaji Nagar, Pune',
  toaddress: 'Andheri East, Mumbai',
  mobile: '9876543210',
  date: '2026-11-28',
  description: 'Two cartons of books.',
  images: ['/api/files/pd-photos/61-1-640.jpg'],
  image_sources: [{ webp: '/api/files/pd-photos/61-1-640.webp 640w', jpeg: '/api/files/pd-photos/61-1-640.jpg 640w' }],
  video: '',
  status: 'enquired',
  distance_km: 148.6,
  created_at: '2026-11-20T06:30:00.000Z',
  ...opsReply,
  // Issue 37: accepted, with its mover.
  stage: 'accepted',
  booking_id: 90,
  picked_up_at: null,
  pickup_photo: null,
  delivered_at: null,
  delivery_photo: null,
  mover: { name: 'Ravi Kumar', image_url: null, mobile: '9876500002', verified: true, jobs_done: 3, rating: null },
};

const serviceWire = {
  id: 71,
  user_name: 'Asha Verma',
  user_email: 'asha@example.in',
  mobile: '9876543210',
  name: 'Warehouse racking installation',
  created_date: '2026-11-20',
  created_time: '12:00',
  address: '12 MG Road, Pune',
  description: 'Racking for a 2,000 sq ft store room.',
  image_url: ['/api/images/services/21.svg'],
  status: 'enquired',
  service_id: 21,
  work_type: 'day',
  day_hours: 2,
  service_date: '2026-11-27',
  service_time: '10:00',
  ...opsReply,
  booking_id: 91,
};

describe('the customer’s enquiries', () => {
  it('reads both lists from their URLs into the screens’ names; an empty video is none', async () => {
    const { requests } = fakeApi({ 'GET user/pdenquiry/list': ok([pdWire]), 'GET user/service/enquiry/list': ok([serviceWire]) });
    await expect(callEndpoint(pdEnquiriesEndpoint)).resolves.toEqual([
      {
        id: 61,
        fromAddress: 'Shivaji Nagar, Pune',
        toAddress: 'Andheri East, Mumbai',
        mobile: '9876543210',
        date: '2026-11-28',
        description: 'Two cartons of books.',
        images: ['/api/files/pd-photos/61-1-640.jpg'],
        imageSources: [{ webp: '/api/files/pd-photos/61-1-640.webp 640w', jpeg: '/api/files/pd-photos/61-1-640.jpg 640w' }],
        video: null,
        notReady: undefined,
        status: 'enquired',
        distanceKm: 148.6,
        createdAt: '2026-11-20T06:30:00.000Z',
        answer: 'A tempo can take this on the day.',
        quote: 4500,
        answeredAt: '2026-11-21T05:00:00.000Z',
        stage: 'accepted',
        bookingId: 90,
        pickedUpAt: null,
        pickupPhoto: null,
        deliveredAt: null,
        deliveryPhoto: null,
        mover: { name: 'Ravi Kumar', imageUrl: null, mobile: '9876500002', verified: true, jobsDone: 3, rating: null },
      },
    ]);
    await expect(callEndpoint(serviceEnquiriesEndpoint)).resolves.toEqual([
      {
        id: 71,
        userName: 'Asha Verma',
        userEmail: 'asha@example.in',
        mobile: '9876543210',
        serviceName: 'Warehouse racking installation',
        serviceId: 21,
        createdDate: '2026-11-20',
        createdTime: '12:00',
        address: '12 MG Road, Pune',
        description: 'Racking for a 2,000 sq ft store room.',
        imageUrls: ['/api/images/services/21.svg'],
        status: 'enquired',
        slot: { workType: 'day', duration: 2, serviceDate: '2026-11-27', serviceTime: '10:00' },
        bookingId: 91,
        answer: 'A tempo can take this on the day.',
        quote: 4500,
        answeredAt: '2026-11-21T05:00:00.000Z',
      },
    ]);
    expect(requests.map((request) => request.url)).toEqual(['user/pdenquiry/list', 'user/service/enquiry/list']);
  });

  it('keeps their query keys under the bookings root, as before the catalogue', () => {
    expect(endpointQuery(pdEnquiriesEndpoint).queryKey).toEqual(['bookings', 'enquiries', 'pd']);
    expect(endpointQuery(serviceEnquiriesEndpoint).queryKey).toEqual(['bookings', 'enquiries', 'service']);
    expect(enquiryKeys.all).toEqual(['bookings', 'enquiries']);
  });

  it('sends a move request as multipart, reporting the upload’s progress, and answers with its id', async () => {
    const progress: number[] = [];
    const { requests } = fakeApi({
      'POST user/pd/delivery': (_request, transport) => {
        transport.reportUpload(30, 100);
        return ok({ id: 41 }, 'Enquiry form submitted succesfully!');
      },
    });
    const photo = new File(['x'], 'front.jpg', { type: 'image/jpeg' });
    const form = pdForm({ fromAddress: 'Anna Nagar', toAddress: 'T Nagar', date: '2026-11-30', mobile: '9876543210', images: [photo] });
    await expect(callEndpoint(pdDeliveryEndpoint, { body: form, onUploadProgress: (event) => progress.push(event.loaded) })).resolves.toBe(41);
    expect(progress).toEqual([30]);
    expect(formFields(requests[0]?.body)).toEqual([
      ['fromaddress', 'Anna Nagar'],
      ['toaddress', 'T Nagar'],
      ['dob', '2026-11-30'],
      ['mobile', '9876543210'],
      ['description', ''],
      ['images[0]', 'front.jpg'],
    ]);
  });

  it('sends a service enquiry as JSON and books a quote by the enquiry’s id', async () => {
    const { requests } = fakeApi({ 'POST user/create-enquiry': ok({ id: 81 }, 'Great! Your Enquiry Was Successfully Sent.'), 'POST user/service/enquiry/71/book': ok({ id: 91 }) });
    const enquiry = {
      serviceId: 21,
      name: 'Asha Verma',
      email: 'asha@example.in',
      mobile: '9876543210',
      address: '12 MG Road, Pune',
      description: 'Racking for a store room.',
      terms: true,
      serviceMethod: 'day' as const,
      workingDuration: 2,
      preferredTime: '10:00',
      preferredDate: '2026-11-30',
    };
    await expect(callEndpoint(createEnquiryEndpoint, { body: enquiry })).resolves.toBe(81);
    await expect(callEndpoint(bookQuoteEndpoint, { params: { id: 71 }, body: {} })).resolves.toBe(91);
    expect(requests).toEqual([
      { method: 'POST', url: 'user/create-enquiry', body: enquiry },
      { method: 'POST', url: 'user/service/enquiry/71/book', body: {} },
    ]);
  });
});
