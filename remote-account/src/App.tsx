import { Suspense } from 'react';
import type { RemoteAppProps } from '@servenear/shared/routes';
import { Loading } from './components/Loading';
import { pages } from './app/pages';

/** The remote's ./App: renders the page it owns for the shell's route pattern. */
export default function App({ route }: RemoteAppProps) {
  const Page = pages[route];
  if (!Page) throw new Error(`remote-account has no page for ${route}`);
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
