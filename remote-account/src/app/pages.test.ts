import { pageContractProblems } from '@servenear/shared/testing';
import { pages } from './pages';

it("has a page for exactly the built routes the shell's route table gives remote-account", () => {
  expect(pageContractProblems('remote-account', Object.keys(pages))).toEqual([]);
});
