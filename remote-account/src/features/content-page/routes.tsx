import { useParams } from '@servenear/shared/router';
import { ContentPage } from './ContentPage';

/** '/pages/:slug' */
export function SlugContentPage() {
  const { slug = '' } = useParams();
  return <ContentPage slug={slug} />;
}

/** '/business-partners': the footer link is a content page under its own path. */
export function BusinessPartnersPage() {
  return <ContentPage slug="business-partners" />;
}
