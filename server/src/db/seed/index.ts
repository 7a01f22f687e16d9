import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { contentPages, opsMembers, partnerProfiles, users } from '../schema';
import { DEFAULT_PASSWORD_HASH_COST, hashPassword } from '../../lib/passwords';
import { sanitizeContent } from '../../lib/sanitizeContent';
import { demoAccounts, type DemoAccount } from './accounts';
import { seedPages } from './pages';
import { seedCatalogue, type CatalogueSeedResult } from './catalog';

export interface SeedResult {
  pages: number;
  services: number;
  /** What the catalogue seed added (services are counted in `services`). */
  catalogue: Omit<CatalogueSeedResult, 'services'>;
  /** The demo accounts this run created (none when they all existed). */
  accounts: DemoAccount[];
}

export interface SeedOptions {
  /** Off in production by default: well-known passwords must not open a real site. */
  demoAccounts?: boolean;
  /** scrypt's N for the demo accounts' passwords (config.passwordHashCost). */
  passwordHashCost?: number;
}

/**
 * Demo data for a fresh database. Rows that already exist are left alone (also when an
 * admin has edited a page since), so running it on every start changes nothing.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const insertedPages = await db
    .insert(contentPages)
    .values(
      await Promise.all(
        seedPages.map(async (page) => ({
          slug: page.slug,
          title: page.title,
          content: await sanitizeContent(page.content.trim()),
        })),
      ),
    )
    .onConflictDoNothing({ target: contentPages.slug })
    .returning({ id: contentPages.id });
  const demo = options.demoAccounts !== false;
  const accounts = demo ? await seedDemoAccounts(db, options.passwordHashCost ?? DEFAULT_PASSWORD_HASH_COST) : [];
  // After the demo accounts: the demo partners get their services and work locations here.
  const { services: insertedServices, ...catalogue } = await seedCatalogue(db, { partners: demo });
  return { pages: insertedPages.length, services: insertedServices, catalogue, accounts };
}

async function seedDemoAccounts(db: Database, passwordHashCost: number): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  for (const demo of demoAccounts) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, demo.role), eq(users.mobile, demo.mobile), isNull(users.deletedAt)));
    // Hashing is the slow part: only for accounts that are actually missing.
    if (existing) continue;
    const passwordHash = await hashPassword(demo.password, passwordHashCost);
    const inserted = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          role: demo.role,
          name: demo.name,
          mobile: demo.mobile,
          email: demo.email ?? null,
          address: demo.address ?? null,
          passwordHash,
          isVerified: demo.isVerified,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (row && demo.profile) await tx.insert(partnerProfiles).values({ ...demo.profile, userId: row.id });
      if (row && demo.opsRoles) await tx.insert(opsMembers).values({ userId: row.id, roles: demo.opsRoles });
      return row !== undefined;
    });
    if (inserted) created.push(demo);
  }
  return created;
}
