import { useState } from 'react';
import { useHomeSection, useMostPopular, type HomeSection, type ServiceSummary } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { ServiceDetailsDialog } from '../../components/service-details';
import { UnservedPlace } from '../../components/unserved';
import { BannerSlider } from './BannerSlider';
import { CategoryCarousel } from './CategoryCarousel';
import { ServiceCarousel, ServiceSection } from './ServiceSection';
import { homeTexts } from './texts';
import styles from './UserHomePage.module.css';

/** customer §2 'Landing and home': the four category sections, in the order the home shows them (their headings are homeTexts.sections). */
export const homeSections = ['industryservices', 'retailservices', 'homeandpersonal', 'gettutoringandconsulting'] as const satisfies readonly HomeSection[];

type OpenService = (service: ServiceSummary) => void;

// Each section's list is asked for by its content, which ServiceSection renders only once the
// section comes near the viewport.
function MostPopularServices({ onOpen }: { onOpen: OpenService }) {
  const { location } = useHost();
  // The list is asked for only once both coordinates are known.
  const services = useMostPopular(location);
  const known = location.latitude !== null && location.longitude !== null;
  if (!known) return <p className={styles.notice}>{homeTexts.setLocation}</p>;
  return <ServiceCarousel title={homeTexts.mostPopular} services={services} onOpen={onOpen} emptyExtra={<UnservedPlace />} />;
}

function CategoryServices({ section, title, onOpen }: { section: HomeSection; title: string; onOpen: OpenService }) {
  const { location } = useHost();
  const services = useHomeSection(section, location);
  return <ServiceCarousel title={title} services={services} onOpen={onOpen} />;
}

/** /user-home: the verified customer's home. */
export default function UserHomePage() {
  const [openServiceId, setOpenServiceId] = useState<number | null>(null);
  const open = (service: ServiceSummary) => setOpenServiceId(service.id);
  return (
    <div className={styles.page}>
      <BannerSlider />
      <CategoryCarousel />
      <ServiceSection id="home-most-popular" title={homeTexts.mostPopular} onFirstScreen>
        <MostPopularServices onOpen={open} />
      </ServiceSection>
      {homeSections.map((section) => (
        <ServiceSection key={section} id={`home-${section}`} title={homeTexts.sections[section]}>
          <CategoryServices section={section} title={homeTexts.sections[section]} onOpen={open} />
        </ServiceSection>
      ))}
      {openServiceId !== null && <ServiceDetailsDialog serviceId={openServiceId} onClose={() => setOpenServiceId(null)} />}
    </div>
  );
}
