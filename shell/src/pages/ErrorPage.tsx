import { StatusPage } from './StatusPage';
import { pageTexts } from './texts';

/** partner §2: shown when an edit screen is opened without the service it should edit. */
export function ErrorPage() {
  return (
    <StatusPage title={pageTexts.error.title}>
      <p>{pageTexts.error.body}</p>
    </StatusPage>
  );
}
