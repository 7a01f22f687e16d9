import type { ComponentType } from 'react';
import { lazyWithTexts } from '@servenear/shared/i18n';
import { yieldToMain } from '@servenear/shared/scheduling';

/** A dynamic import of a module whose evaluation is worth a task of its own. */
export type ModuleLoad = () => Promise<unknown>;

/**
 * React.lazy for a page whose code takes long to evaluate: the modules in `first` (the shared
 * areas it builds on: the API client with axios, the form schemas with zod) are imported one
 * per task, then the page. Imported together they are evaluated in one task, the one in which
 * the page's last chunk arrives: on a slow phone a long task right after the first paint
 * (Lighthouse's Total Blocking Time). Each module is evaluated once whoever imports it, so the
 * page finds them ready. Like `lazyWithTexts` (it is one), the page draws once the texts its
 * chunk brought can be read in the current language.
 */
export function lazyPage<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, first: readonly ModuleLoad[]) {
  return lazyWithTexts<Props>(async () => {
    for (const module of first) {
      await module();
      await yieldToMain();
    }
    return load();
  });
}
