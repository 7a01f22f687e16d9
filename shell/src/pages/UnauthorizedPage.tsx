import { StatusPage } from './StatusPage';

export function UnauthorizedPage() {
  return (
    <StatusPage title="Unauthorized">
      <p>You do not have permission to access this page.</p>
    </StatusPage>
  );
}
