import { StatusPage } from './StatusPage';
import { pageTexts } from './texts';

export function UnauthorizedPage() {
  return (
    <StatusPage title={pageTexts.unauthorized.title}>
      <p>{pageTexts.unauthorized.body}</p>
    </StatusPage>
  );
}
