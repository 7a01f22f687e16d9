import { Suspense, type ComponentType } from 'react';
import type { RemoteAppProps } from '@servenear/shared/routes';
import { Loading } from './Loading';

/** Route pattern (as in the shell's route table) → the page a remote renders for it. */
export type RemotePages = Record<string, ComponentType>;

/**
 * A remote's ./App: renders the page it owns for the shell's route pattern, showing the
 * loading indicator while a lazily loaded page arrives. A pattern the remote has no page
 * for is a contract break between the route table and the remote, so it throws and the
 * shell's boundary for that region shows it.
 */
export function createRemoteApp(remote: string, pages: RemotePages): ComponentType<RemoteAppProps> {
  return function RemoteApp({ route }: RemoteAppProps) {
    const Page = pages[route];
    if (!Page) throw new Error(`${remote} has no page for ${route}`);
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  };
}
