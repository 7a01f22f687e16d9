import { Link } from 'react-router-dom';
import { formStyles } from '@servenear/shared/forms';
import { Loading } from '@servenear/shared/ui';
import { loadTexts as texts } from './texts';
import page from './page.module.css';

/** What a page that loads its data can be in before it has it. */
export type Unloaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'not-found' };

export interface NotFoundProps {
  title: string;
  hint?: string;
  /** Where the way out leads, and its words. */
  to: string;
  linkLabel: string;
}

/** A page opened without what it needs (an unknown booking, no service): says so and offers a way on. */
export function NotFound({ title, hint, to, linkLabel }: NotFoundProps) {
  return (
    <div className={page.state}>
      <p role="alert" className={page.stateTitle}>
        {title}
      </p>
      {hint ? <p>{hint}</p> : null}
      <Link className={formStyles.buttonLink} to={to}>
        {linkLabel}
      </Link>
    </div>
  );
}

interface LoadStateProps {
  state: Unloaded;
  onRetry(): void;
  /** What 'not-found' shows; pages whose data cannot be missing leave it out. */
  notFound?: NotFoundProps;
}

/** Loading, not found, or 'Failed to fetch data.' with Retry: a booking page until its data is in. */
export function LoadState({ state, onRetry, notFound }: LoadStateProps) {
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') {
    return (
      <div className={page.state}>
        <p role="alert" className={formStyles.alert}>
          {texts.loadFailed}
        </p>
        <button type="button" className={formStyles.linkButton} onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  return notFound ? <NotFound {...notFound} /> : null;
}
