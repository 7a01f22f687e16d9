import { catalogueServiceNames } from './catalog/data';

/** Every seeded service name: the report form's select lists them all, the catalogue places them. */
export const seedServiceNames: readonly string[] = catalogueServiceNames;
