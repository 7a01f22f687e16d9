import { useHost } from '@servenear/shared/host';
export default function App() {
  const host = useHost();
  return <p>account {host.cartCount}</p>;
}
