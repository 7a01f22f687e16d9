import { StatusPage } from './StatusPage';
import { pageTexts } from './texts';

export function NotFoundPage() {
  return (
    <StatusPage title={pageTexts.notFound.title}>
      <p>{pageTexts.notFound.body}</p>
    </StatusPage>
  );
}
