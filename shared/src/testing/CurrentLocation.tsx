import { useLocation } from 'react-router';

/**
 * Shows the router's current path, query and navigation state in `data-testid="location"`,
 * so a test can see where a page navigated to (pass it as renderRemotePage's `elsewhere`).
 */
export function CurrentLocation() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </p>
  );
}
