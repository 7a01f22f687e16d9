import { useState } from 'react';
import { catalogApi, type HomeSection, type ServiceSummary } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { ServiceDetailsDialog } from '../service-details/ServiceDetailsDialog';
import { BannerSlider } from './BannerSlider';
import { CategoryCarousel } from './CategoryCarousel';
import { ServiceSection } from './ServiceSection';
import { homeTexts } from './texts';
import { useList } from './useList';
import styles from './UserHomePage.module.css';

/** customer §2 'Landing and home': the four category sections, in the order the home shows them. */
export const homeSections: { section: HomeSection; title: string }[] = [
  { section: 'industryservices', title: 'Industry & Factory' },
  { section: 'retailservices', title: 'Retail & Shop' },
  { section: 'homeandpersonal', title: 'Home & Personal' },
  { section: 'gettutoringandconsulting', title: 'Tutor/Consultancies' },
];

function MostPopular({ onOpen }: { onOpen(service: ServiceSummary): void }) {
  const { latitude, longitude } = useHost().location;
  const known = typeof latitude === 'number' && typeof longitude === 'number';
  const state = useList(known ? `popular-${latitude},${longitude}` : null, (signal) =>
    catalogApi.mostPopular({ latitude: latitude ?? 0, longitude: longitude ?? 0 }, { signal }),
  );
  return (
    <ServiceSection id="home-most-popular" title={homeTexts.mostPopular} state={state} onOpen={onOpen}>
      {!known && <p className={styles.notice}>{homeTexts.setLocation}</p>}
    </ServiceSection>
  );
}

function CategorySection({ section, title, onOpen }: { section: HomeSection; title: string; onOpen(service: ServiceSummary): void }) {
  const { latitude, longitude } = useHost().location;
  const state = useList(`${section}-${latitude},${longitude}`, (signal) => catalogApi.homeSection(section, { latitude, longitude }, { signal }));
  return <ServiceSection id={`home-${section}`} title={title} state={state} onOpen={onOpen} />;
}

/** /user-home: the verified customer's home. */
export default function UserHomePage() {
  const [openServiceId, setOpenServiceId] = useState<number | null>(null);
  const open = (service: ServiceSummary) => setOpenServiceId(service.id);
  return (
    <div className={styles.page}>
      <BannerSlider />
      <CategoryCarousel />
      <MostPopular onOpen={open} />
      {homeSections.map(({ section, title }) => (
        <CategorySection key={section} section={section} title={title} onOpen={open} />
      ))}
      {openServiceId !== null && <ServiceDetailsDialog serviceId={openServiceId} onClose={() => setOpenServiceId(null)} />}
    </div>
  );
}
