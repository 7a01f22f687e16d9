import { seedBanners } from '../../db/seed/catalog/banners';
import { seedCategories, slugify } from '../../db/seed/catalog/data';
import type { ImageKind } from './urls';

export interface TileSubject {
  title: string;
  categoryId: number;
}

function buildIndex(): Map<string, TileSubject> {
  const index = new Map<string, TileSubject>();
  for (const category of seedCategories) {
    index.set(`category/${slugify(category.name)}`, { title: category.name, categoryId: category.id });
    for (const subcategory of category.subcategories) {
      index.set(`subcategory/${slugify(subcategory.name)}`, { title: subcategory.name, categoryId: category.id });
      for (const service of subcategory.services) {
        index.set(`service/${slugify(service.name)}`, { title: service.name, categoryId: category.id });
      }
    }
  }
  for (const banner of seedBanners) index.set(`banner/${banner.slug}`, { title: banner.title, categoryId: banner.categoryId });
  return index;
}

const subjects = buildIndex();

/** The catalogue's name and colour for a slug; an unknown slug gets its words and the neutral colour. */
export function subjectFor(kind: ImageKind, slug: string): TileSubject {
  const known = subjects.get(`${kind}/${slug}`);
  if (known) return known;
  const words = slug.replace(/-/g, ' ');
  return { title: words.charAt(0).toUpperCase() + words.slice(1), categoryId: 0 };
}
