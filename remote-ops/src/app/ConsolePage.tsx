import { Link, Route, Routes } from '@servenear/shared/router';
import { SectionGate } from '../components/access/SectionGate';
import { ConsoleLayout } from '../components/layout/ConsoleLayout';
import { consoleSections } from '../components/sections/sections';
import BookingDetailPage from '../features/bookings/BookingDetailPage';
import BookingsQueuePage from '../features/bookings/BookingsQueuePage';
import OverviewPage from '../features/overview/OverviewPage';
import PartnerDetailPage from '../features/partners/PartnerDetailPage';
import PartnersQueuePage from '../features/partners/PartnersQueuePage';

/**
 * Everything under '/ops': the console's layout around its own routes (relative to /ops). Here in
 * src/app rather than a feature, since it wires several features together. Each section's page
 * is behind its permission, so an address kept from another role says so instead of failing.
 */
export default function ConsolePage() {
  const { overview, bookings, partners } = consoleSections;
  return (
    <ConsoleLayout>
      <Routes>
        <Route
          index
          element={
            <SectionGate section={overview}>
              <OverviewPage />
            </SectionGate>
          }
        />
        <Route path="bookings">
          <Route
            index
            element={
              <SectionGate section={bookings}>
                <BookingsQueuePage />
              </SectionGate>
            }
          />
          <Route
            path=":lineId"
            element={
              <SectionGate section={bookings}>
                <BookingDetailPage />
              </SectionGate>
            }
          />
        </Route>
        <Route path="partners">
          <Route
            index
            element={
              <SectionGate section={partners}>
                <PartnersQueuePage />
              </SectionGate>
            }
          />
          <Route
            path=":id"
            element={
              <SectionGate section={partners}>
                <PartnerDetailPage />
              </SectionGate>
            }
          />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ConsoleLayout>
  );
}

/** An address under /ops that names no section (a link from an older console). */
function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no such page in the console. <Link to="/ops">Go to the overview</Link>
      </p>
    </>
  );
}
