import { Link } from 'react-router-dom';
import { catalogApi, type Banner } from '@servenear/shared/api';
import { carouselBreakpoints } from '@servenear/shared/domain';
import { ServiceImage } from '@servenear/shared/ui';
import { Carousel } from './Carousel';
import { SEE_ALL_PATH, homeTexts } from './texts';
import { useList } from './useList';
import styles from './BannerSlider.module.css';

const loadBanners = (signal: AbortSignal) => catalogApi.sliderBanners({ signal });
// customer §8: a banner list that fails to load is only logged.
const logFailure = (error: unknown) => console.error('Failed to load the banners', error);

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

/** The banner slider at the top of the signed-in home. */
export function BannerSlider() {
  const state = useList('banners', loadBanners, logFailure);
  return (
    <section className={styles.section} aria-labelledby="home-banners" aria-busy={state.kind === 'loading'}>
      <div className={styles.header}>
        <h2 id="home-banners" className={styles.heading}>
          {homeTexts.topRated}
        </h2>
        <Link to={SEE_ALL_PATH} className={styles.seeAll}>
          {homeTexts.seeAll}
        </Link>
      </div>
      {state.kind === 'loading' && <div className={styles.skeleton} aria-hidden="true" />}
      {state.kind === 'loaded' && state.items.length > 0 && (
        <Carousel
          label={homeTexts.topRated}
          layout={carouselBreakpoints.banners}
          slides={state.items.map((banner, index) => ({ key: banner.id, content: <BannerSlide banner={banner} eager={index < 3} /> }))}
        />
      )}
    </section>
  );
}
