import { usePartnerProfile } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { HomeHero } from './HomeHero';
import { JobsCarousel } from './JobsCarousel';
import { PrepareCards } from './PrepareCards';
import { ServicesCarousel } from './ServicesCarousel';
import { homeTexts } from './texts';
import styles from './Home.module.css';

/**
 * '/employee-home' and '/employee-index', and what '/' shows a signed-in partner (partner §2
 * 'Employee home'): the hero, the jobs carousel and the services carousel. A partner the admin
 * has not verified yet sees the layout's waiting note, what they can prepare meanwhile and their
 * services, and no jobs (none can be allocated to them). Each part reads its own query, so one
 * failing call shows its own failure and leaves the rest of the page.
 */
export default function PartnerHomePage() {
  const { session } = useHost();
  const profile = usePartnerProfile().data;
  // The profile says whether ops have verified the partner since they signed in; until it is in, the session does.
  const verified = profile ? profile.verificationStatus === 'verified' : (session?.verified ?? false);
  const name = profile?.name || session?.name || '';

  return (
    <PartnerLayout title={homeTexts.title}>
      <div className={styles.home}>
        <HomeHero name={name} verified={verified} />
        {verified ? <JobsCarousel /> : <PrepareCards />}
        <ServicesCarousel />
      </div>
    </PartnerLayout>
  );
}
