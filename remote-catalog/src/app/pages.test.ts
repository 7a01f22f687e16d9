import { routeTable } from '@servenear/shared/routes';
import { pages } from './pages';

const owner = 'remote-catalog';

describe(`${owner} pages against the shell's route table`, () => {
  it('has a page for every built route it owns', () => {
    const missing = routeTable
      .filter((entry) => entry.owner === owner && entry.built)
      .map((entry) => entry.path)
      .filter((path) => !(path in pages));
    expect(missing).toEqual([]);
  });

  it('has pages only for built routes it owns', () => {
    const strays = Object.keys(pages).filter(
      (path) => !routeTable.some((entry) => entry.path === path && entry.owner === owner && entry.built),
    );
    expect(strays).toEqual([]);
  });
});
