import { useParams } from '@servenear/shared/router';
import { ContentArticle, ContentBody } from '@servenear/shared/content-article';
import { RemoteLoading } from '../federation/RemoteFallback';
import { useServerState } from '../ssr/serverState';

/**
 * A content page's place until remote-account has loaded: the page as the server sent it (its
 * text sanitised there), drawn with the same article as remote-account's, so the text is the
 * first paint and does not move when the remote takes over. Any other page: the usual skeleton.
 */
export function ContentPreview() {
  const { contentPage } = useServerState();
  const { slug } = useParams();
  if (!contentPage || contentPage.slug !== slug) return <RemoteLoading />;
  return (
    <ContentArticle title={contentPage.title}>
      <ContentBody html={contentPage.content} />
    </ContentArticle>
  );
}
