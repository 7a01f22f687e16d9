import { LoadState, NotFound, type Unloaded } from '../../ui/LoadState';
import { singleBookingTexts as texts } from './texts';

/** What a single-booking page shows until its service is loaded: loading, not found, or Retry. */
export function ServiceLoadState({ state, onRetry }: { state: Unloaded; onRetry(): void }) {
  return (
    <LoadState
      state={state}
      onRetry={onRetry}
      notFound={{ title: texts.serviceNotFound, hint: texts.serviceNotFoundHint, to: '/', linkLabel: texts.browse }}
    />
  );
}

/** A page opened without what it needs: says so and leads back to the services. */
export function MissingChoice({ title }: { title: string }) {
  return <NotFound title={title} to="/" linkLabel={texts.browse} />;
}
