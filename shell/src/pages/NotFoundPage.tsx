import { StatusPage } from './StatusPage';

export function NotFoundPage() {
  return (
    <StatusPage title="Page not found">
      <p>The page you are looking for does not exist or is not available yet.</p>
    </StatusPage>
  );
}
