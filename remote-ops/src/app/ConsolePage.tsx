import type { ReactNode } from 'react';
import { Link, Route, Routes } from '@servenear/shared/router';
import { SectionGate } from '../components/access/SectionGate';
import { ConsoleLayout } from '../components/layout/ConsoleLayout';
import { consoleSections, type ConsoleSection } from '../components/sections/sections';
import AuditPage from '../features/audit/AuditPage';
import BookingDetailPage from '../features/bookings/BookingDetailPage';
import BookingsQueuePage from '../features/bookings/BookingsQueuePage';
import DisputeDetailPage from '../features/disputes/DisputeDetailPage';
import DisputesPage from '../features/disputes/DisputesPage';
import MoneyPage from '../features/money/MoneyPage';
import EnquiriesQueuePage from '../features/enquiries/EnquiriesQueuePage';
import EnquiryDetailPage from '../features/enquiries/EnquiryDetailPage';
import OverviewPage from '../features/overview/OverviewPage';
import PageEditorPage from '../features/pages/PageEditorPage';
import PagesListPage from '../features/pages/PagesListPage';
import PartnerDetailPage from '../features/partners/PartnerDetailPage';
import PartnersQueuePage from '../features/partners/PartnersQueuePage';
import PeoplePage from '../features/people/PeoplePage';
import QueriesPage from '../features/queries/QueriesPage';
import QueryDetailPage from '../features/queries/QueryDetailPage';
import ReleasesPage from '../features/releases/ReleasesPage';
import ServicesPage from '../features/services/ServicesPage';

/** A section's page behind the section's permission. */
const gated = (section: ConsoleSection, page: ReactNode) => <SectionGate section={section}>{page}</SectionGate>;

/**
 * Everything under '/ops': the console's layout around its own routes (relative to /ops). Here in
 * src/app rather than a feature, since it wires several features together. Each section's page
 * is behind its permission, so an address kept from another role says so instead of failing.
 */
export default function ConsolePage() {
  const { overview, bookings, enquiries, partners, services, queries, disputes, money, pages, releases, people, audit } = consoleSections;
  return (
    <ConsoleLayout>
      <Routes>
        <Route index element={gated(overview, <OverviewPage />)} />
        <Route path="bookings">
          <Route index element={gated(bookings, <BookingsQueuePage />)} />
          <Route path=":lineId" element={gated(bookings, <BookingDetailPage />)} />
        </Route>
        <Route path="enquiries">
          <Route index element={gated(enquiries, <EnquiriesQueuePage />)} />
          <Route path=":id" element={gated(enquiries, <EnquiryDetailPage />)} />
        </Route>
        <Route path="partners">
          <Route index element={gated(partners, <PartnersQueuePage />)} />
          <Route path=":id" element={gated(partners, <PartnerDetailPage />)} />
        </Route>
        <Route path="services" element={gated(services, <ServicesPage />)} />
        <Route path="queries">
          <Route index element={gated(queries, <QueriesPage />)} />
          <Route path=":id" element={gated(queries, <QueryDetailPage />)} />
        </Route>
        <Route path="disputes">
          <Route index element={gated(disputes, <DisputesPage />)} />
          <Route path=":id" element={gated(disputes, <DisputeDetailPage />)} />
        </Route>
        <Route path="money" element={gated(money, <MoneyPage />)} />
        <Route path="pages">
          <Route index element={gated(pages, <PagesListPage />)} />
          <Route path=":slug" element={gated(pages, <PageEditorPage />)} />
        </Route>
        <Route path="releases" element={gated(releases, <ReleasesPage />)} />
        <Route path="people" element={gated(people, <PeoplePage />)} />
        <Route path="audit" element={gated(audit, <AuditPage />)} />
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
