import { Link } from '@servenear/shared/router';
import { formStyles } from '@servenear/shared/forms';
import page from './page.module.css';

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
