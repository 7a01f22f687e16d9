import { integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Footer content pages (about, terms, policies…), HTML sanitised on write and on read. */
export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  title: varchar('title', { length: 200 }).notNull(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Services offered on the marketplace; the catalogue issue grows this table. */
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Report and Queries submissions (customer §5 'Report form'). */
export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  mobile: varchar('mobile', { length: 16 }).notNull(),
  serviceId: integer('service_id')
    .notNull()
    .references(() => services.id),
  description: text('description').notNull(),
  /** The reporter's account once sessions exist; the body's user_id is never trusted. */
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
