import { Link } from '@servenear/shared/router';
import { formStyles } from '@servenear/shared/forms';
import { cartTexts as texts } from './texts';
import page from '../../ui/page.module.css';

/** The cart the customer has just emptied: says so and leads back to the services. */
export function EmptyCart() {
  return (
    <div className={page.state}>
      <p className={page.stateTitle} role="status">
        {texts.emptyTitle}
      </p>
      <p>{texts.emptyText}</p>
      <Link className={formStyles.buttonLink} to="/">
        {texts.browse}
      </Link>
    </div>
  );
}
