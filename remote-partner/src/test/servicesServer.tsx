import { useLocation } from 'react-router';
import { ok, renderRemotePage, type FakeReply, type FakeRoute } from '@servenear/shared/testing';
import type { PartnerServiceCardWire } from '@servenear/shared/wire';
import App from '../App';
import { profileReply } from './profiles';
import { partnerSession } from './renderPage';

/** The catalogue as the upload form reads it: GET category, subcategory/{id}, service/subcategory/{id}. */
export const catalogueRoutes: Record<string, FakeRoute> = {
  'GET employee/userprofile': profileReply(),
  'GET category': ok([
    { id: 1, category_name: 'Home & Personal', image_url: '' },
    { id: 2, category_name: 'Retail & Shop', image_url: '' },
  ]),
  'GET subcategory/1': ok([
    { id: 3, category_id: 1, name: 'Home cleaning', subcategory_name: 'Home cleaning', image_url: '' },
    { id: 5, category_id: 1, name: 'Gardening', subcategory_name: 'Gardening', image_url: '' },
  ]),
  'GET subcategory/2': ok([{ id: 7, category_id: 2, name: 'Shop help', subcategory_name: 'Shop help', image_url: '' }]),
  'GET service/subcategory/3': ok([
    { id: 4, name: 'Deep cleaning' },
    { id: 6, name: 'Sofa cleaning' },
  ]),
  'GET service/subcategory/5': ok([{ id: 8, name: 'Lawn mowing' }]),
  'GET service/subcategory/7': ok([{ id: 9, name: 'Stock taking' }]),
};

/** One of the partner's services as the server sends its card (GET employee/getservice and the replies of a change). */
export function serviceCardWire(overrides: Partial<PartnerServiceCardWire> = {}): PartnerServiceCardWire {
  return {
    id: 4,
    action_id: 21,
    name: 'Deep cleaning',
    servicetype: 'service',
    category_name: 'Home & Personal',
    subcategory_name: 'Home cleaning',
    employee_type: 'part_time',
    image_url: ['/api/files/service-photos/a-640.jpg'],
    image_sources: [],
    video_url: null,
    approval: 'approved',
    rejection_reason: null,
    ...overrides,
  };
}

/** POST employee/upload-service or edit-upload-service as the server answers it: the message and the card as stored. */
export const savedCardReply = (message: string, card: PartnerServiceCardWire = serviceCardWire()): FakeReply => ({
  status: 200,
  body: { status: 200, success: true, message, data: card },
});

/** Where the page went, and the navigation state it carried. */
function Probe() {
  const location = useLocation();
  return <pre aria-label="probe">{`${location.pathname}|${JSON.stringify(location.state ?? null)}`}</pre>;
}

/** A service screen as the shell mounts it, for the signed-in partner; `state` is the navigation state (cardId). */
export function renderServicePage(route: string, { path = route, state }: { path?: string; state?: unknown } = {}) {
  return renderRemotePage(App, route, { session: partnerSession, path, state, elsewhere: <p>Somewhere else</p>, probe: <Probe /> });
}

export function probe(): string {
  return document.querySelector('pre[aria-label="probe"]')?.textContent ?? '';
}

/** A file of a given type and size (jsdom files hold no real bytes). */
export function fileOf(name: string, type: string, size = 2048): File {
  const file = new File([`bytes of ${name}`], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const photo = (name: string, size?: number) => fileOf(name, 'image/jpeg', size);
