import { Suspense, type ReactNode } from 'react';
import type { RemoteName, WidgetName } from '@servenear/shared/routes';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { useRemoteApp } from './useRemoteApp';

export interface RemoteWidgetProps {
  remote: RemoteName;
  widget: WidgetName;
  onClose?: () => void;
  /** Shown while the remote loads (a popup shows nothing; a bar keeps its height). */
  placeholder?: ReactNode;
  /** Wraps the fallback, e.g. in a dialog that can still be closed. */
  frameFallback?: (fallback: ReactNode) => ReactNode;
}

/**
 * A remote's widget where the shell mounts it (docs/architecture.md §3, §8). Like a region, a failure stays
 * inside it: the widget's place shows the fallback with Retry and the page goes on.
 */
export function RemoteWidget({ remote, widget, onClose, placeholder = null, frameFallback = (fallback) => fallback }: RemoteWidgetProps) {
  const { App, attempt, retry, onError } = useRemoteApp(remote, `widget:${widget}`);
  return (
    <ErrorBoundary key={attempt} onError={onError} fallback={() => frameFallback(<RemoteFallback onRetry={retry} />)}>
      <Suspense fallback={placeholder}>
        <App widget={widget} onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}
