import { Suspense, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@servenear/shared/query';
import { useHost, useLiveRefresh, type LiveRefresh } from '@servenear/shared/host';
import type { RemoteAppProps, WidgetName, WidgetProps } from '@servenear/shared/routes';
import { useTextsReady } from '@servenear/shared/i18n';

/** Route pattern (as in the shell's route table) → the page a remote renders for it. */
export type RemotePages = Record<string, ComponentType>;

/** Widget name → the widget a remote renders where the shell mounts it. */
export type RemoteWidgets = Partial<Record<WidgetName, ComponentType<WidgetProps>>>;

/**
 * A remote's ./App: renders the page it owns for the shell's route pattern, or one of its
 * widgets. A lazily loaded page suspends to the host's boundary around the region, whose
 * fallback stays until the page itself can draw: the server's picture of the page, or the
 * region's skeleton (a widget shows nothing meanwhile: it sits inside the shell's header or
 * hero). A loading indicator of the App's own would replace the server's picture for the moment
 * between the App's arrival and its page's. A pattern or widget the remote does not have is a
 * contract break with the shell, so it throws and the shell's boundary for that region shows it.
 *
 * Everything a remote draws reads and writes through the page's one QueryClient, which the
 * shell hands over in the host contract, so a write here refreshes what another remote shows.
 * `live` (issue 40) says which of the remote's queries a live event refreshes, while any of its
 * pages or widgets is on screen.
 */
export function createRemoteApp(remote: string, pages: RemotePages, widgets: RemoteWidgets = {}, live: LiveRefresh | null = null): ComponentType<RemoteAppProps> {
  return function RemoteApp(props: RemoteAppProps) {
    if (props.widget !== undefined) {
      const Widget = widgets[props.widget];
      if (!Widget) throw new Error(`${remote} has no widget ${props.widget}`);
      return (
        <HostQueries live={live}>
          <Suspense fallback={null}>
            <TextsReady>
              <Widget onClose={props.onClose} />
            </TextsReady>
          </Suspense>
        </HostQueries>
      );
    }
    const Page = pages[props.route];
    if (!Page) throw new Error(`${remote} has no page for ${props.route}`);
    return (
      <HostQueries live={live}>
        <TextsReady>
          <Page />
        </TextsReady>
      </HostQueries>
    );
  };
}

/**
 * Issue 41: the texts the remote's modules loaded so far, in the tab's language, before anything
 * of it draws (a lazily loaded page waits for its own: lazyWithTexts).
 */
function TextsReady({ children }: { children: ReactNode }) {
  useTextsReady();
  return children;
}

function HostQueries({ live, children }: { live: LiveRefresh | null; children: ReactNode }) {
  useLiveRefresh(live);
  return <QueryClientProvider client={useHost().queryClient}>{children}</QueryClientProvider>;
}
