import type { WidgetName } from '@servenear/shared/routes';
import { pageContractProblems } from '@servenear/shared/testing';
import { pages } from './pages';
import { widgets } from './widgets';

it("has a page for exactly the built routes the shell's route table gives remote-catalog", () => {
  expect(pageContractProblems('remote-catalog', Object.keys(pages))).toEqual([]);
});

it('has every widget the shell mounts', () => {
  // `satisfies` makes the compiler fail here when the shell's contract gains a widget.
  const all = { 'category-popup': true, 'search-popup': true, 'hero-search': true } satisfies Record<WidgetName, true>;
  expect(Object.keys(widgets).sort()).toEqual(Object.keys(all).sort());
});
