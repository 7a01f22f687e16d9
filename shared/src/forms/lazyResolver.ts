import type { FieldValues, Resolver } from 'react-hook-form';
import { formTexts } from './texts';

/**
 * A form's rules loaded when the form first checks itself, not with the page: rules written with
 * zod bring zod/mini with them (about 10 KB gzip), which a page that only shows the form need not download.
 * `prefetch` starts the load early; a form calls it when a field first takes the focus, so the
 * rules are in by the time the customer presses the button. A failed load is a form-level error
 * (`root`, with `rulesUnavailable`) and is tried again on the next check.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(load: () => Promise<Resolver<Input, Context, Output>>) {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  const rules = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<Input, Context, Output> = async (values, context, options) => {
    let check: Resolver<Input, Context, Output>;
    try {
      check = await rules();
    } catch (error) {
      console.error('ServeNear: a form could not load its rules', error);
      return { values: {}, errors: { root: { type: 'rules', message: formTexts.rulesUnavailable } } } as Awaited<ReturnType<Resolver<Input, Context, Output>>>;
    }
    return check(values, context, options);
  };
  return { resolver, prefetch: () => void rules().catch(() => undefined) };
}
