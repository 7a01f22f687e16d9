import { StatusPage } from './StatusPage';

/** partner §2: shown when an edit screen is opened without the service it should edit. */
export function ErrorPage() {
  return (
    <StatusPage title="Something went wrong">
      <p>This page was opened without the details it needs. Please go back and open it again from your list.</p>
    </StatusPage>
  );
}
