import { Link } from '@servenear/shared/router';
import { useBanners, type Banner } from '@servenear/shared/api';
import { carouselBreakpoints } from '@servenear/shared/domain';
import { QueryState, ServiceImage } from '@servenear/shared/ui';
import { Carousel } from '../../components/carousel';
import { SEE_ALL_PATH, homeTexts } from './texts';
import { useLogFailures } from '../../hooks/useLogFailures';
import styles from './BannerSlider.module.css';

function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  return (
    <article className={styles.banner} style={banner.color ? { backgroundColor: banner.color } : undefined}>
      <div className={styles.text}>
        <h3 className={styles.title}>{banner.title}</h3>
        <p className={styles.description}>{banner.description}</p>
      </div>
      <ServiceImage
        src={banner.imageUrl}
        alt=""
        width={160}
        height={120}
        loading={eager ? 'eager' : 'lazy'}
        className={styles.image}
      />
    </article>
  );
}

/**
 * The banner slider at the top of the signed-in home. customer §8: banners that fail to load
 * are only logged, so the failure draws nothing.
 */
export function BannerSlider() {
  const banners = useBanners('slider');
  useLogFailures('Failed to load the banners', [banners]);
  return (
    <section className={styles.section} aria-labelledby="home-banners" aria-busy={banners.isPending}>
      <div className={styles.header}>
        <h2 id="home-banners" className={styles.heading}>
          {homeTexts.topRated}
        </h2>
        <Link to={SEE_ALL_PATH} className={styles.seeAll}>
          {homeTexts.seeAll}
        </Link>
      </div>
      <QueryState query={banners} loading={<div className={styles.skeleton} aria-hidden="true" />} empty={null} failure={() => null}>
        {(loaded) => (
          <Carousel
            label={homeTexts.topRated}
            layout={carouselBreakpoints.banners}
            slides={loaded.map((banner, index) => ({ key: banner.id, content: <BannerSlide banner={banner} eager={index < 3} /> }))}
          />
        )}
      </QueryState>
    </section>
  );
}
