import type { AnyEndpoint } from './define';
import * as account from './account';
import * as admin from './admin';
import * as bookings from './bookings';
import * as cart from './cart';
import * as catalog from './catalog';
import * as codes from './codes';
import * as coordinates from './coordinates';
import * as disputes from './disputes';
import * as earnings from './earnings';
import * as invoices from './invoices';
import * as enquiries from './enquiries';
import * as geo from './geo';
import * as notifications from './notifications';
import * as ops from './ops';
import * as opsPages from './opsPages';
import * as opsReports from './opsReports';
import * as opsBookings from './opsBookings';
import * as pages from './pages';
import * as partner from './partner';
import * as partnerBookings from './partnerBookings';
import * as partnerServices from './partnerServices';
import * as payments from './payments';
import * as money from './money';
import * as moveSteps from './moveSteps';
import * as pdJobs from './pdJobs';
import * as places from './places';
import * as servedPlaces from './servedPlaces';
import * as profile from './profile';
import * as releases from './releases';
import * as reports from './reports';
import * as services from './services';
import * as session from './session';
import * as site from './site';
import * as telemetry from './telemetry';
import * as workAreas from './workAreas';

/**
 * The catalogue's areas: every endpoint an area file exports is in the catalogue, so a new call
 * is one `defineEndpoint` in its area's file (a new area is one line here).
 */
const areas: readonly object[] = [account, admin, bookings, cart, catalog, codes, coordinates, disputes, earnings, enquiries, invoices, geo, money, moveSteps, notifications, ops, opsBookings, opsPages, opsReports, pages, partner, partnerBookings, partnerServices, payments, pdJobs, places, profile, releases, reports, servedPlaces, services, session, site, telemetry, workAreas];

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'reply' in value && 'toModel' in value;

/**
 * @internal Read by the catalogue's tests and the fuzz suite.
 *
 * Endpoints only a development server serves (DEV_OUTBOX=true, never in production): not in
 * allEndpoints, whose every entry each server must serve; their own module's tests check them.
 */
export const devOnlyEndpoints: readonly AnyEndpoint[] = [site.devOutboxEndpoint];

/** Every endpoint every server serves: the fuzz suite and the catalogue's own test walk this list, and the publish gate reads what a server sends from it (issue 42). */
export const allEndpoints: readonly AnyEndpoint[] = areas
  .flatMap((area) => Object.values(area).filter(isEndpoint))
  .filter((endpoint) => !devOnlyEndpoints.includes(endpoint));
