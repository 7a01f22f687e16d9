import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Footer content pages (about, terms, policies…), HTML sanitised on write and on read. */
export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  title: varchar('title', { length: 200 }).notNull(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Issue 39: the number of the version shown (content_page_versions). An edit names the version
   * it started from and is refused (409) when this moved meanwhile, so two editors never silently
   * overwrite each other. Inserting a page writes its version 1 (migration 0031's trigger).
   */
  version: integer('version').notNull().default(1),
});

/**
 * Issue 39: every version a content page has had, append-only (a trigger refuses UPDATE and
 * DELETE): an edit or a restore adds one and moves content_pages to it. `editedBy` is null for
 * the seed and for the pages as they were before versions (migration 0031).
 */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id),
    version: integer('version').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Sanitised as the site renders it. */
    content: text('content').notNull(),
    editedBy: integer('edited_by').references(() => users.id),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
    note: varchar('note', { length: 300 }),
    /** The version this one restored, when it is a restore. */
    restoredFrom: integer('restored_from'),
  },
  (table) => [uniqueIndex('content_page_versions_page_version').on(table.pageId, table.version), check('content_page_versions_version_positive', sql`${table.version} > 0`)],
);

/** The four top-level categories (customer §3 'Category'); ids 1–4 are fixed by the spec. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  imageUrl: varchar('image_url', { length: 200 }).notNull(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: varchar('name', { length: 120 }).notNull(),
    imageUrl: varchar('image_url', { length: 200 }).notNull(),
  },
  (table) => [uniqueIndex('subcategories_category_name').on(table.categoryId, table.name)],
);

/**
 * Services offered on the marketplace. The report form only needs id and name, so a service
 * may exist without a place in the catalogue (category and subcategory null).
 */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    categoryId: integer('category_id').references(() => categories.id),
    subcategoryId: integer('subcategory_id').references(() => subcategories.id),
    /** 'service' is bookable; 'enquiry' only takes enquiries. */
    serviceType: varchar('servicetype', { length: 10, enum: ['service', 'enquiry'] }).notNull().default('service'),
    /** Whole rupees. */
    ratePerDay: integer('rate_per_day').notNull().default(0),
    ratePerHour: integer('rate_per_hour').notNull().default(0),
    aboutUs: text('about_us').notNull().default(''),
    overview: text('overview').notNull().default(''),
    imageUrl: varchar('image_url', { length: 200 }),
    mediaUrls: text('media_urls').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The rating summary of the service's reviews, kept by a trigger on reviews (migration
     * 0005), so that a list of thousands of services does not aggregate every review each time.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /**
     * The service as a list card (the catalogue's ServiceWire without the gallery), as JSON text,
     * computed by PostgreSQL from the columns above whenever the row is written (a generated
     * column, function service_card_json in migration 0015). A near-me page sends its cards'
     * text as it is: reading twelve columns per card and writing its JSON was most of the
     * server's time on a list page.
     */
    cardJson: text('card_json')
      .notNull()
      .generatedAlwaysAs(
        sql`service_card_json(id, name, servicetype, image_url, category_id, subcategory_id, rating_total, rating_count, rate_per_day, rate_per_hour, about_us, overview)`,
      ),
  },
  (table) => [
    // The order of a category or subcategory list: a page is read straight off this index.
    index('services_category_order').on(table.categoryId, table.subcategoryId, table.id),
    check('services_type_known', sql`${table.serviceType} IN ('service', 'enquiry')`),
    check('services_rates_positive', sql`${table.ratePerDay} >= 0 AND ${table.ratePerHour} >= 0`),
  ],
);

/**
 * Customer reviews of a service. A review without a partner is the catalogue's own and its insert,
 * change or delete updates the service's rating summary (trigger); a job's review rates its partner.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    reviewerName: varchar('reviewer_name', { length: 120 }).notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The customer who wrote it (null for seeded reviews). */
    userId: integer('user_id'),
    /** The booking line it rates: a line is rated at most once. */
    bookingLineId: integer('booking_line_id').unique(),
    /**
     * The partner who did the rated job (issue 37): the review counts in his rating, not in the
     * catalogue service's summary, which only reviews without a partner move (decision 0047).
     */
    partnerId: integer('partner_id').references(() => users.id),
  },
  (table) => [
    index('reviews_service_created').on(table.serviceId, table.createdAt),
    index('reviews_partner').on(table.partnerId),
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

/** Home banners (customer §3 'Banner'); `top_rated_position` orders the top-rated slider. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull(),
    color: varchar('color', { length: 7 }).notNull(),
    imageUrl: varchar('image_url', { length: 200 }).notNull(),
    topRatedPosition: integer('top_rated_position').notNull(),
  },
  (table) => [check('banners_color_hex', sql`${table.color} ~ '^#[0-9a-f]{6}$'`)],
);

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
  /**
   * Issue 39: ops' Report & Queries. open → answered (the answer texted to the report's mobile)
   * → closed; an open report may be closed unanswered (spam), an answered one answered again
   * (the latest answer is kept; each is in the ops audit log). Plain text, never HTML.
   */
  status: varchar('status', { length: 16, enum: ['open', 'answered', 'closed'] }).notNull().default('open'),
  answer: text('answer'),
  answeredBy: integer('answered_by').references(() => users.id),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  closedBy: integer('closed_by').references(() => users.id),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closeNote: text('close_note'),
}, (table) => [
  index('reports_created').on(table.createdAt),
  index('reports_status_created').on(table.status, table.createdAt),
  check('reports_status_known', sql`${table.status} IN ('open', 'answered', 'closed')`),
  check('reports_answer_whole', sql`(${table.answer} IS NULL) = (${table.answeredAt} IS NULL) AND (${table.answer} IS NULL) = (${table.answeredBy} IS NULL)`),
  check('reports_answered_has_answer', sql`${table.status} <> 'answered' OR ${table.answer} IS NOT NULL`),
  check('reports_closed_whole', sql`(${table.status} = 'closed') = (${table.closedAt} IS NOT NULL) AND (${table.closedAt} IS NULL) = (${table.closedBy} IS NULL)`),
]);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const moment = (name: string) => timestamp(name, { withTimezone: true });

/** Customers (role user), partners (role employee) and admins. Deleted accounts are anonymised, not removed. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: varchar('role', { length: 16, enum: ['user', 'employee', 'admin'] }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Null once the account is deleted, which frees the number for a new account. */
    mobile: varchar('mobile', { length: 16 }),
    email: varchar('email', { length: 254 }),
    passwordHash: text('password_hash').notNull(),
    address: varchar('address', { length: 300 }),
    /** File name under DATA_DIR/uploads/profile; never a client-given name. */
    imagePath: varchar('image_path', { length: 80 }),
    /** Customer: mobile confirmed by OTP. Partner: verified by an admin. */
    isVerified: boolean('is_verified').notNull().default(false),
    /**
     * A new login number waiting for its code (modules/accounts/mobileChange.ts): the account
     * keeps signing in with `mobile` until the code sent here is entered.
     */
    pendingMobile: varchar('pending_mobile', { length: 16 }),
    /** Issue 41: 'en', 'hi' or 'ta' once the person chose one; their texted messages follow it. */
    language: varchar('language', { length: 2, enum: ['en', 'hi', 'ta'] }),
    createdAt: createdAt(),
    deletedAt: moment('deleted_at'),
  },
  // One account per number and role: a person may be both a customer and a partner.
  (table) => [
    uniqueIndex('users_role_mobile_live').on(table.role, table.mobile).where(sql`${table.deletedAt} IS NULL`),
    check('users_role_known', sql`${table.role} IN ('user', 'employee', 'admin')`),
    check('users_language_known', sql`${table.language} IS NULL OR ${table.language} IN ('en', 'hi', 'ta')`),
  ],
);

/** Opaque session tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/** One-time codes sent by SMS, stored as an HMAC; `sent_to` and `requested_ip` feed the send caps. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /**
     * verify: the account's number (sign-up, partner registration); reset: forgot-password; change:
     * a new login number; sign-in: an ops member's second factor (issue 39).
     */
    purpose: varchar('purpose', { length: 8, enum: ['verify', 'reset', 'change', 'sign-in'] }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    sentTo: varchar('sent_to', { length: 16 }).notNull(),
    requestedIp: varchar('requested_ip', { length: 64 }).notNull(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: moment('consumed_at'),
    cancelledAt: moment('cancelled_at'),
  },
  (table) => [
    index('otp_codes_user_purpose').on(table.userId, table.purpose),
    index('otp_codes_sent_to').on(table.sentTo, table.createdAt),
    index('otp_codes_requested_ip').on(table.requestedIp, table.createdAt),
    check('otp_codes_purpose_known', sql`${table.purpose} IN ('verify', 'reset', 'change', 'sign-in')`),
  ],
);

/** Issued after a correct reset code; single use. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
});

/** Partner details beyond the account (partner §3 'Employee registration'). */
export const partnerProfiles = pgTable(
  'employee_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    dob: date('dob', { mode: 'string' }),
    gender: varchar('gender', { length: 8 }),
    partnerType: varchar('employee_type', { length: 16 }).notNull(),
    experience: varchar('experience', { length: 60 }),
    description: text('description'),
    bankName: varchar('bank_name', { length: 120 }),
    accountNumber: varchar('account_number', { length: 34 }),
    ifscCode: varchar('ifsc_code', { length: 20 }),
    branchName: varchar('branch_name', { length: 120 }),
    /** As on the passbook; null only for partners registered before issue 36. */
    accountHolderName: varchar('account_holder_name', { length: 120 }),
    /**
     * Issue 36: set when the partner changes his bank details, cleared when ops re-verify them
     * (partners:bank-verify). Payout code must not pay a partner while it is set.
     */
    payoutHold: boolean('payout_hold').notNull().default(false),
    bankChangedAt: moment('bank_changed_at'),
    /** 'suspended': a verified partner ops took off the site (issue 36); reinstating makes him verified again. */
    verificationStatus: varchar('verification_status', { length: 10, enum: ['pending', 'verified', 'rejected', 'suspended'] })
      .notNull()
      .default('pending'),
    rejectionReason: varchar('rejection_reason', { length: 300 }),
    verifiedAt: moment('verified_at'),
    suspensionReason: varchar('suspension_reason', { length: 300 }),
    suspendedAt: moment('suspended_at'),
    /** When the partner entered the code texted to their number at registration; null: not yet (no sign-in, no verification). */
    mobileConfirmedAt: moment('mobile_confirmed_at'),
  },
  (table) => [
    check('employee_profiles_status_known', sql`${table.verificationStatus} IN ('pending', 'verified', 'rejected', 'suspended')`),
  ],
);

/** Partner ID proofs; `file_name` is the random name under DATA_DIR/uploads/id-proofs. */
export const idProofs = pgTable(
  'id_proofs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fileName: varchar('file_name', { length: 80 }).notNull(),
    mime: varchar('mime', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('id_proofs_user').on(table.userId)],
);

/** Development outbox: every SMS the log provider sent, for tests and the e2e run (never in production). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 16 }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sms_outbox_to').on(table.to)],
);

/** Which partner offers which service. */
export const partnerServices = pgTable(
  'partner_services',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.serviceId] }), index('partner_services_service').on(table.serviceId)],
);

/**
 * A partner's offer of a service (partner §2 /service-upload, /add-service): the upload form's
 * contact details, photos and video, and ops' approval. Its id is the spec's `action_id`.
 * `origin` 'catalogue' offers a catalogue service and is approved at once; 'other' (the upload
 * form's "other") and 'added' (/add-service) name a service of the partner's own, with no
 * `service_id` until ops approve it. An offer has a `service_id` exactly when it is approved,
 * and then exactly one `partner_services` link, written in the same transaction: the link is
 * what near-me lists and allocation read. Photos are the media module's stored stems.
 */
export const partnerServiceOffers = pgTable(
  'partner_service_offers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    serviceId: integer('service_id').references(() => services.id),
    /** The partner's own name of an 'other' or 'added' service; null for a catalogue one. */
    customName: varchar('custom_name', { length: 120 }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    origin: varchar('origin', { length: 10, enum: ['catalogue', 'other', 'added'] }).notNull(),
    approval: varchar('approval', { length: 10, enum: ['approved', 'pending', 'rejected'] }).notNull(),
    rejectionReason: varchar('rejection_reason', { length: 300 }),
    /** Null for an added service, which has no upload fields. */
    employeeType: varchar('employee_type', { length: 10, enum: ['part_time', 'full_time'] }),
    contactName: varchar('contact_name', { length: 120 }).notNull(),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    description: text('description').notNull().default(''),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    video: varchar('video', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A partner offers a catalogue service once: a second upload of it is an edit.
    uniqueIndex('partner_service_offers_user_service').on(table.userId, table.serviceId).where(sql`${table.serviceId} IS NOT NULL`),
    index('partner_service_offers_user').on(table.userId),
    // Ops' list of offers waiting for approval.
    index('partner_service_offers_approval').on(table.approval),
    check('partner_service_offers_origin_known', sql`${table.origin} IN ('catalogue', 'other', 'added')`),
    check('partner_service_offers_approval_known', sql`${table.approval} IN ('approved', 'pending', 'rejected')`),
    check('partner_service_offers_employee_type_known', sql`${table.employeeType} IS NULL OR ${table.employeeType} IN ('part_time', 'full_time')`),
    check('partner_service_offers_service_when_approved', sql`(${table.approval} = 'approved') = (${table.serviceId} IS NOT NULL)`),
    check('partner_service_offers_name_of_own', sql`${table.origin} = 'catalogue' OR ${table.customName} IS NOT NULL`),
  ],
);

/** Where a partner works; near-me searches a bounding box on (latitude, longitude), then the exact distance. */
export const partnerLocations = pgTable(
  'partner_locations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    city: varchar('city', { length: 120 }).notNull(),
    /** How far from here the partner travels; null (the seed's places) means the site's maximum, NEAR_RADIUS_KM. */
    radiusKm: integer('radius_km'),
    /** The partner's own name for the place ('Home', 'Shop'); null when they gave none. */
    label: varchar('label', { length: 60 }),
    /** The address as typed or as the device's point was read back; null for the seed's places. */
    address: varchar('address', { length: 300 }),
  },
  (table) => [
    index('partner_locations_lat_lng').on(table.latitude, table.longitude),
    index('partner_locations_user').on(table.userId),
    check('partner_locations_latitude_range', sql`${table.latitude} BETWEEN -90 AND 90`),
    check('partner_locations_longitude_range', sql`${table.longitude} BETWEEN -180 AND 180`),
    check('partner_locations_radius_positive', sql`${table.radiusKm} > 0`),
  ],
);

/**
 * Where each service is offered from: one row per (service, work place) of a verified, live
 * partner who offers it. It is what "near" means, written out so that a near-me list reads one
 * index in its own order and stops at its page, and a search or a home row checks a service with
 * one index probe. Only triggers write it (migration 0014: on partner_services,
 * partner_locations, employee_profiles, users and services); its indexes with INCLUDE columns
 * are in that migration too, as drizzle cannot declare them.
 */
export const servicePlaces = pgTable(
  'service_places',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    placeId: integer('place_id')
      .notNull()
      .references(() => partnerLocations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    /** The service's, copied so that a list walks (category, subcategory, service) here. */
    categoryId: integer('category_id'),
    subcategoryId: integer('subcategory_id'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radiusKm: integer('radius_km'),
  },
  (table) => [primaryKey({ columns: [table.placeId, table.serviceId] })],
);

/** Words a customer types for a service under another name ('ac', 'bai', 'mistri'), and what they mean. */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    /** One word or a few, lower case: 'ac', 'kaamwali bai'. */
    word: varchar('word', { length: 60 }).notNull(),
    /** What the search also looks for instead, as the catalogue's names spell it: 'maid'. */
    meaning: varchar('meaning', { length: 120 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.word, table.meaning] })],
);

/**
 * Every word of the catalogue's names (services, subcategories, categories), lower case, letters
 * only: what a misspelt word is corrected to with pg_trgm. Kept by triggers (migration 0014).
 */
export const searchWords = pgTable('search_words', {
  word: varchar('word', { length: 60 }).primaryKey(),
});

/** A customer's cart: each service at most once. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    createdAt: createdAt(),
    /** The slot chosen so far on /service-booking (user/updatecart); null until chosen. */
    workMethod: varchar('work_method', { length: 4, enum: ['day', 'hour'] }),
    duration: smallint('duration'),
    serviceDate: date('service_date', { mode: 'string' }),
    serviceTime: varchar('service_time', { length: 5 }),
  },
  (table) => [uniqueIndex('cart_items_user_service').on(table.userId, table.serviceId)],
);

/** A customer's booking: the contact details of the booking form and one line per service. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    description: text('description').notNull(),
    /** Where the work is done: the customer's location, or the booking address geocoded. Allocation checks partners near it. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Whole rupees: the sum of the lines' prices, computed on the server. */
    totalAmount: integer('total_amount').notNull(),
    /** 'pending' until a verified payment captures the total. */
    paymentStatus: varchar('payment_status', { length: 8, enum: ['pending', 'paid'] }).notNull().default('pending'),
    /** When the customer pressed 'Book Services' (user/updatePayment). */
    sentAt: moment('sent_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('bookings_user_created').on(table.userId, table.createdAt),
    // Issue 39: the ops console's search, newest bookings first. Its trigram indexes on mobile and
    // name (bookings_mobile_trigrams, bookings_name_trigrams) are in migration 0032: drizzle cannot declare them.
    index('bookings_created').on(table.createdAt),
    check('bookings_payment_status_known', sql`${table.paymentStatus} IN ('pending', 'paid')`),
    check('bookings_total_positive', sql`${table.totalAmount} >= 0`),
  ],
);

/**
 * Makes booking creation idempotent: the first request with a key makes the booking, any
 * other with the same key (a double click, a retry, 20 at once) gets that booking back.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestKey: varchar('request_key', { length: 128 }).notNull(),
    /** sha256 of the request the key was first used for: the same key with another body is refused. */
    requestHash: varchar('request_hash', { length: 64 }),
    bookingId: integer('booking_id').references(() => bookings.id),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.requestKey] })],
);

/**
 * One service of a booking. Its status follows one state machine (modules/bookings/lifecycle):
 * pending → assigned → confirmed → completed (approved_at set when the customer approves),
 * plus cancelled and completed-issue. Every change is a conditional update on the status.
 */
export const bookingLines = pgTable(
  'booking_lines',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    workMethod: varchar('work_method', { length: 4, enum: ['day', 'hour'] }).notNull(),
    duration: smallint('duration').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    serviceTime: varchar('service_time', { length: 5 }).notNull(),
    /** The rate the price was computed from, as it was at booking time. */
    rate: integer('rate').notNull(),
    /** Whole rupees: round(rate × duration). */
    price: integer('price').notNull(),
    status: varchar('status', {
      length: 16,
      enum: ['pending', 'assigned', 'confirmed', 'completed', 'completed-issue', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    partnerId: integer('partner_id').references(() => users.id),
    assignedAt: moment('assigned_at'),
    /**
     * The start code is never stored: a random nonce is, and the code is an HMAC of it under
     * the server's OTP key, so the customer can be shown it and the partner's guess checked.
     */
    startCodeNonce: varchar('start_code_nonce', { length: 64 }),
    startCodeExpiresAt: moment('start_code_expires_at'),
    startCodeAttempts: integer('start_code_attempts').notNull().default(0),
    /** Wrong start codes over every code issued for this line: a new code never resets it. */
    startCodeFailedGuesses: integer('start_code_failed_guesses').notNull().default(0),
    /** Set when the failed guesses reach the cap: no code is issued or accepted any more. */
    startCodeLockedAt: moment('start_code_locked_at'),
    startedAt: moment('started_at'),
    completedAt: moment('completed_at'),
    approvedAt: moment('approved_at'),
    cancelledAt: moment('cancelled_at'),
    cancelledBy: varchar('cancelled_by', { length: 8, enum: ['admin', 'user', 'employee'] }),
    /** Whole rupees owed back to the customer for this line (its price when the booking was paid). */
    refundAmount: integer('refund_amount').notNull().default(0),
    /**
     * Whole rupees taken off what the customer owes for this line while the booking is unpaid
     * (a dispute settled by a part or full reduction, decision 0054): the payment is for
     * price − waived_amount. A paid line's money goes back through refund_amount instead.
     */
    waivedAmount: integer('waived_amount').notNull().default(0),
    /**
     * Issue 37 'Honest times': set by the completion when the work was marked completed within
     * ten minutes of its start, so ops see jobs that cannot have been done (bookings/times.ts).
     */
    quickCompletion: boolean('quick_completion').notNull().default(false),
    /**
     * Issue 37 'Reschedule': the customer's latest request to move an assigned line to another
     * slot, for its partner to accept or decline (bookings/reschedule.ts). The requested slot is
     * kept after the answer, so both sides see what was asked and what became of it.
     */
    rescheduleDate: date('reschedule_date', { mode: 'string' }),
    rescheduleTime: varchar('reschedule_time', { length: 5 }),
    rescheduleStatus: varchar('reschedule_status', { length: 10, enum: ['requested', 'accepted', 'declined'] }),
    rescheduleRequestedAt: moment('reschedule_requested_at'),
    rescheduleDecidedAt: moment('reschedule_decided_at'),
  },
  (table) => [
    index('booking_lines_booking').on(table.bookingId),
    index('booking_lines_partner_status').on(table.partnerId, table.status),
    index('booking_lines_status').on(table.status),
    // Issue 39: the ops console sorts lines by their slot.
    index('booking_lines_service_slot').on(table.serviceDate, table.serviceTime),
    check(
      'booking_lines_status_known',
      sql`${table.status} IN ('pending', 'assigned', 'confirmed', 'completed', 'completed-issue', 'cancelled')`,
    ),
    check('booking_lines_method_known', sql`${table.workMethod} IN ('day', 'hour')`),
    check(
      'booking_lines_duration_range',
      sql`(${table.workMethod} = 'day' AND ${table.duration} BETWEEN 1 AND 3) OR (${table.workMethod} = 'hour' AND ${table.duration} BETWEEN 1 AND 12)`,
    ),
    check('booking_lines_cancelled_by_known', sql`${table.cancelledBy} IS NULL OR ${table.cancelledBy} IN ('admin', 'user', 'employee')`),
    check('booking_lines_amounts_positive', sql`${table.price} >= 0 AND ${table.refundAmount} >= 0`),
    check('booking_lines_waiver_within_price', sql`${table.waivedAmount} BETWEEN 0 AND ${table.price}`),
    check(
      'booking_lines_reschedule_known',
      sql`${table.rescheduleStatus} IS NULL OR (${table.rescheduleStatus} IN ('requested', 'accepted', 'declined') AND ${table.rescheduleDate} IS NOT NULL AND ${table.rescheduleTime} IS NOT NULL)`,
    ),
  ],
);

/** A payment order for a booking (Razorpay or the local sandbox); the amount is the server's. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    provider: varchar('provider', { length: 10, enum: ['razorpay', 'sandbox'] }).notNull(),
    orderId: varchar('order_id', { length: 64 }).notNull().unique(),
    /** Paise. */
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 10, enum: ['created', 'captured', 'failed'] }).notNull().default('created'),
    paymentId: varchar('payment_id', { length: 64 }).unique(),
    createdAt: createdAt(),
    capturedAt: moment('captured_at'),
    /** Paise captured beyond what the booking owed when this payment was captured: owed back. */
    overpaidAmount: integer('overpaid_amount').notNull().default(0),
    // Its refund is a row of `refunds` (issue 38), tracked like every other.
  },
  (table) => [
    index('payments_booking').on(table.bookingId),
    check('payments_status_known', sql`${table.status} IN ('created', 'captured', 'failed')`),
  ],
);

/** Webhook events already handled, so a replayed event changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: varchar('event_id', { length: 100 }).primaryKey(),
  receivedAt: createdAt(),
});

/**
 * What the browser shell reports about each remote it loads: successes, load failures and
 * render errors per released version, so a failing canary shows. Never personal data: no
 * address, account or user agent, and error messages are redacted before they get here.
 */
export const remoteEvents = pgTable(
  'remote_events',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    route: text('route').notNull(),
    kind: text('kind', { enum: ['loaded', 'load_failed', 'render_failed'] }).notNull(),
    errorName: text('error_name'),
    errorMessage: text('error_message'),
    /** A hash of the signed rollout id of a browser that was handed this version; null: counts for no canary. */
    browser: text('browser'),
    createdAt: createdAt(),
  },
  (table) => [
    index('remote_events_created').on(table.createdAt),
    index('remote_events_remote_version_created').on(table.remote, table.version, table.createdAt),
    check('remote_events_kind_known', sql`${table.kind} IN ('loaded', 'load_failed', 'render_failed')`),
  ],
);

/**
 * Rate-limit counts (plugins/rateLimitCounters.ts), kept here so that every instance, and one
 * restarted, sees the same count; Redis keeps them instead when REDIS_URL is set. One row per
 * route and client for the current window; rows past expires_at are deleted now and then.
 * No index on expires_at: that clean-up is rare, while every limited request updates the row.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: moment('expires_at').notNull(),
});

/**
 * What a customer is told about their bookings: the header bell's popup and /notification. One
 * row per event, written in the same transaction as the event (modules/notifications). The
 * message is the sentence the customer reads, built when the event happens, so it keeps saying
 * what happened then. `kind` has no CHECK on purpose: a new kind (an answered enquiry, once
 * enquiries exist) needs no migration; modules/notifications/kinds.ts names the known ones.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    lineId: integer('line_id').references(() => bookingLines.id),
    message: text('message').notNull(),
    createdAt: createdAt(),
    readAt: moment('read_at'),
  },
  // The bell reads a person's newest rows, and counts their unread ones, on every page.
  (table) => [index('notifications_user_created').on(table.userId, table.createdAt.desc())],
);

/**
 * Customer enquiries (customer §3 'Move (Pass Fast Express) enquiry', 'Service enquiry'; §4):
 * one table and one id space for both kinds, so ops answer, reject and list them the same way.
 * `kind` 'service' asks about a catalogue service for a slot, named as a booking line names it;
 * 'pd' is a move request with its photos and video (the media module's stems and name). Each
 * kind's own columns are filled exactly for that kind (CHECKs below), so a reader never meets a
 * half row. Ops' reply (answer, quote, answered_at) is null while pending; a quoted enquiry
 * becomes at most one booking (`booking_id`, unique): a service enquiry's has its one line, a
 * move's has none and is paid for its quote (issue 37). A move is allocated to a partner.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 8, enum: ['service', 'pd'] }).notNull(),
    /** The customer who sent it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 10, enum: ['pending', 'enquired', 'rejected'] })
      .notNull()
      .default('pending'),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    /** Ops' answer when enquired, the reason when rejected. */
    answer: text('answer'),
    /** Whole rupees, given with an answer. */
    quote: integer('quote'),
    answeredAt: moment('answered_at'),
    // kind 'service'
    serviceId: integer('service_id').references(() => services.id),
    /** The service's name when the enquiry was sent, so it keeps saying what was asked about. */
    serviceName: varchar('service_name', { length: 120 }),
    /** The customer's name, email and address as typed on the form. */
    name: varchar('name', { length: 120 }),
    email: varchar('email', { length: 254 }),
    address: varchar('address', { length: 300 }),
    workType: varchar('work_type', { length: 4, enum: ['day', 'hour'] }),
    dayHours: smallint('day_hours'),
    serviceDate: date('service_date', { mode: 'string' }),
    serviceTime: varchar('service_time', { length: 5 }),
    /** The booking made from the quote (POST user/service/enquiry/{id}/book, or a move's POST user/pdenquiry/{id}/accept). */
    bookingId: integer('booking_id')
      .unique('enquiries_booking_id_unique')
      .references(() => bookings.id),
    // kind 'pd'
    fromAddress: varchar('from_address', { length: 300 }),
    toAddress: varchar('to_address', { length: 300 }),
    moveDate: date('move_date', { mode: 'string' }),
    /** Each address geocoded on the server; null when it could not be placed. */
    fromLatitude: doublePrecision('from_latitude'),
    fromLongitude: doublePrecision('from_longitude'),
    toLatitude: doublePrecision('to_latitude'),
    toLongitude: doublePrecision('to_longitude'),
    /** Straight-line km between the two, one decimal; null when either could not be placed. */
    distanceKm: numeric('distance_km', { precision: 7, scale: 1, mode: 'number' }),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    video: varchar('video', { length: 64 }),
    /** The partner ops allocated the move to. */
    partnerId: integer('partner_id').references(() => users.id),
    allocatedAt: moment('allocated_at'),
    /**
     * Issue 37, the move's last steps (enquiries/moves/stages.ts): when the mover marked the goods
     * picked up and delivered, each with the photo he took then (a stem in the PD photo folder).
     */
    pickedUpAt: moment('picked_up_at'),
    pickupPhoto: varchar('pickup_photo', { length: 64 }),
    deliveredAt: moment('delivered_at'),
    deliveryPhoto: varchar('delivery_photo', { length: 64 }),
  },
  (table) => [
    // The customer's lists, newest first.
    index('enquiries_user_created').on(table.userId, table.createdAt.desc()),
    // Ops' queue of what waits for an answer.
    index('enquiries_pending').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    // A partner's allocated moves.
    index('enquiries_partner').on(table.partnerId),
    check('enquiries_kind_known', sql`${table.kind} IN ('service', 'pd')`),
    check('enquiries_status_known', sql`${table.status} IN ('pending', 'enquired', 'rejected')`),
    check('enquiries_quote_range', sql`${table.quote} IS NULL OR ${table.quote} BETWEEN 1 AND 1000000`),
    // Ops' reply is there exactly when the enquiry is no longer pending; a quote only comes with an answer.
    check('enquiries_answered_when_not_pending', sql`(${table.status} = 'pending') = (${table.answeredAt} IS NULL)`),
    check('enquiries_quote_when_enquired', sql`${table.quote} IS NULL OR ${table.status} = 'enquired'`),
    check(
      'enquiries_service_columns',
      sql`(${table.kind} = 'service') = (${table.serviceId} IS NOT NULL AND ${table.serviceName} IS NOT NULL AND ${table.name} IS NOT NULL AND ${table.email} IS NOT NULL AND ${table.address} IS NOT NULL)`,
    ),
    // Issue 37: the spec's enquiry names no slot, so a service enquiry's slot is optional, but whole or absent.
    check(
      'enquiries_slot_whole',
      sql`(${table.workType} IS NULL AND ${table.dayHours} IS NULL AND ${table.serviceDate} IS NULL AND ${table.serviceTime} IS NULL) OR (${table.workType} IS NOT NULL AND ${table.dayHours} IS NOT NULL AND ${table.serviceDate} IS NOT NULL AND ${table.serviceTime} IS NOT NULL)`,
    ),
    check(
      'enquiries_pd_columns',
      sql`(${table.kind} = 'pd') = (${table.fromAddress} IS NOT NULL AND ${table.toAddress} IS NOT NULL AND ${table.moveDate} IS NOT NULL)`,
    ),
    // What belongs to one kind stays empty on the other.
    check(
      'enquiries_service_only',
      sql`${table.kind} = 'service' OR (${table.serviceId} IS NULL AND ${table.workType} IS NULL AND ${table.dayHours} IS NULL AND ${table.serviceDate} IS NULL AND ${table.serviceTime} IS NULL)`,
    ),
    check(
      'enquiries_pd_only',
      sql`${table.kind} = 'pd' OR (${table.fromAddress} IS NULL AND ${table.toAddress} IS NULL AND ${table.moveDate} IS NULL AND ${table.partnerId} IS NULL AND ${table.video} IS NULL AND cardinality(${table.photos}) = 0 AND ${table.distanceKm} IS NULL AND ${table.pickedUpAt} IS NULL AND ${table.deliveredAt} IS NULL)`,
    ),
    // A move is picked up only once it is paid for (so booked) and allocated, delivered only once picked up; each step keeps its photo.
    check('enquiries_picked_up_when_booked', sql`${table.pickedUpAt} IS NULL OR (${table.bookingId} IS NOT NULL AND ${table.partnerId} IS NOT NULL)`),
    check('enquiries_delivered_after_pickup', sql`${table.deliveredAt} IS NULL OR ${table.pickedUpAt} IS NOT NULL`),
    check('enquiries_pickup_photo', sql`(${table.pickedUpAt} IS NULL) = (${table.pickupPhoto} IS NULL)`),
    check('enquiries_delivery_photo', sql`(${table.deliveredAt} IS NULL) = (${table.deliveryPhoto} IS NULL)`),
    check('enquiries_work_type_known', sql`${table.workType} IS NULL OR ${table.workType} IN ('day', 'hour')`),
    check(
      'enquiries_day_hours_range',
      sql`${table.workType} IS NULL OR (${table.workType} = 'day' AND ${table.dayHours} BETWEEN 1 AND 3) OR (${table.workType} = 'hour' AND ${table.dayHours} BETWEEN 1 AND 12)`,
    ),
    check('enquiries_distance_positive', sql`${table.distanceKm} IS NULL OR ${table.distanceKm} >= 0`),
    // A booking comes only from an enquiry answered with a quote; an allocation carries its time.
    check('enquiries_booked_when_quoted', sql`${table.bookingId} IS NULL OR (${table.status} = 'enquired' AND ${table.quote} IS NOT NULL)`),
    check('enquiries_allocated_at', sql`(${table.partnerId} IS NULL) = (${table.allocatedAt} IS NULL)`),
  ],
);

/**
 * Issue 37: a customer declined a completed line (it is then `completed-issue`) and ops decide.
 * One row per decline; a line redone and declined again gets another. While `resolved_at` is
 * null the dispute is open (at most one open per line); ops' outcome, the refund (whole rupees,
 * also stored on the line's refund_amount) or, on an unpaid booking, the amount taken off what is
 * owed (the line's waived_amount), and their note are set together when it is resolved.
 */
export const lineDisputes = pgTable(
  'line_disputes',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => bookingLines.id),
    /** The partner whose work was declined. */
    partnerId: integer('partner_id').references(() => users.id),
    reason: text('reason').notNull(),
    openedAt: moment('opened_at').notNull(),
    outcome: varchar('outcome', { length: 12, enum: ['redo_same', 'redo_other', 'part_refund', 'full_refund'] }),
    refundAmount: integer('refund_amount').notNull().default(0),
    /** On an unpaid booking a part or full 'refund' takes the amount off what is owed instead (decision 0054). */
    waivedAmount: integer('waived_amount').notNull().default(0),
    note: text('note'),
    resolvedAt: moment('resolved_at'),
  },
  (table) => [
    uniqueIndex('line_disputes_one_open').on(table.lineId).where(sql`${table.resolvedAt} IS NULL`),
    // A line's latest dispute is read with every list of lines.
    index('line_disputes_line').on(table.lineId, table.id.desc()),
    index('line_disputes_open').on(table.openedAt).where(sql`${table.resolvedAt} IS NULL`),
    check('line_disputes_outcome_known', sql`${table.outcome} IS NULL OR ${table.outcome} IN ('redo_same', 'redo_other', 'part_refund', 'full_refund')`),
    check('line_disputes_resolved_with_outcome', sql`(${table.outcome} IS NULL) = (${table.resolvedAt} IS NULL)`),
    check('line_disputes_refund_positive', sql`${table.refundAmount} >= 0`),
    check('line_disputes_waiver_positive', sql`${table.waivedAmount} >= 0`),
  ],
);

/**
 * Issue 37: where a customer last said they are, kept with the account so it follows them to any
 * browser (the browser keeps its own copy for visitors). One row per account.
 */
export const accountLocations = pgTable(
  'account_locations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    address: varchar('address', { length: 300 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('account_locations_latitude_range', sql`${table.latitude} BETWEEN -90 AND 90`),
    check('account_locations_longitude_range', sql`${table.longitude} BETWEEN -180 AND 180`),
  ],
);

/** Issue 37: a customer's saved addresses (home, work, other), each a placed point. */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 8, enum: ['home', 'work', 'other'] }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('saved_addresses_user').on(table.userId),
    check('saved_addresses_kind_known', sql`${table.kind} IN ('home', 'work', 'other')`),
    check('saved_addresses_latitude_range', sql`${table.latitude} BETWEEN -90 AND 90`),
    check('saved_addresses_longitude_range', sql`${table.longitude} BETWEEN -180 AND 180`),
  ],
);

/**
 * Issue 37: a partner gave an assigned job back (the line went back to ops, pending), and why.
 * Counted on the partner's record for ops; the partner's Canceled tab lists them.
 */
export const partnerCancellations = pgTable(
  'partner_cancellations',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => bookingLines.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    cancelledAt: moment('cancelled_at').notNull(),
  },
  (table) => [index('partner_cancellations_partner').on(table.partnerId, table.cancelledAt.desc()), index('partner_cancellations_line').on(table.lineId)],
);

/**
 * Issue 37: "tell me when you serve here", from a place no verified partner reaches. A visitor
 * gives a mobile number; a customer's is the account's. One request per number and place.
 */
export const arrivalRequests = pgTable(
  'arrival_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    place: varchar('place', { length: 300 }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('arrival_requests_mobile_place').on(table.mobile, sql`lower(${table.place})`)],
);

/**
 * Issue 37: every photo and video of an upload form, from its upload to its processing on the job
 * queue (modules/media/mediaJobs.ts). `name` is what the owning row holds (a photo's stem, a
 * video's stored name, both random and unique site-wide), so a read joins on it; `store` says
 * which folder pair it lives in. 'pending': the raw upload waits in the private queued folder;
 * 'ready': re-encoded or cleaned and served; 'failed': it could not be processed and is gone.
 * Media stored before the queue have no row and count as ready. Only ready media are shown to
 * other people (modules/media/readyMedia.ts).
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull().unique('media_files_name_unique'),
    store: varchar('store', { length: 10, enum: ['service', 'pd'] }).notNull(),
    kind: varchar('kind', { length: 5, enum: ['photo', 'video'] }).notNull(),
    status: varchar('status', { length: 7, enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    processedAt: moment('processed_at'),
  },
  (table) => [
    check('media_files_store_known', sql`${table.store} IN ('service', 'pd')`),
    check('media_files_kind_known', sql`${table.kind} IN ('photo', 'video')`),
    check('media_files_status_known', sql`${table.status} IN ('pending', 'ready', 'failed')`),
    check('media_files_processed_when_done', sql`(${table.status} = 'pending') = (${table.processedAt} IS NULL)`),
  ],
);

/**
 * Issue 38: the ledger, the only place where money is recorded (modules/ledger, decision 0055).
 * A transaction is one event (a capture, a settlement, a refund owed, a refund paid…), its
 * entries move paise between accounts and sum to zero: a debit is positive, a credit negative.
 * Both tables are append-only and a transaction that does not balance cannot commit (triggers
 * of migration 0026); balances are sums of entries, never stored. `key` makes each posting
 * idempotent: the same event posted twice (a repeated webhook, a retried job) is one transaction.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 24 }).notNull(),
    key: varchar('key', { length: 120 }).notNull().unique('ledger_transactions_key_unique'),
    bookingId: integer('booking_id').references(() => bookings.id),
    lineId: integer('line_id').references(() => bookingLines.id),
    enquiryId: integer('enquiry_id').references(() => enquiries.id),
    refundId: integer('refund_id').references(() => refunds.id),
    /** A settlement's: when the partner's payable may be paid out (approval + the hold days). */
    availableAt: moment('available_at'),
    occurredAt: moment('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_transactions_booking').on(table.bookingId),
    index('ledger_transactions_line').on(table.lineId),
    index('ledger_transactions_occurred').on(table.occurredAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: varchar('account', { length: 24 }).notNull(),
    /** The partner whose account this is, for the per-partner accounts only. */
    partnerId: integer('partner_id').references(() => users.id),
    /** Paise: a debit is positive, a credit negative, never zero. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('ledger_entries_transaction').on(table.transactionId),
    index('ledger_entries_account').on(table.account, table.partnerId),
    check('ledger_entries_amount_nonzero', sql`${table.amount} <> 0`),
    check('ledger_entries_partner_account', sql`(${table.account} = 'partner_payable') = (${table.partnerId} IS NOT NULL)`),
  ],
);

/**
 * Issue 38: a refund owed to a customer, from the decision (a cancellation, a dispute's outcome,
 * an overpayment) until the provider has paid it back (modules/refunds). 'pending': decided, its
 * job will ask the provider; 'initiated': the provider took it (provider_refund_id); 'processed':
 * the provider paid it back; 'failed': it could not be made after every retry, and ops must act.
 * Paise, against one captured payment (`order_id`).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    lineId: integer('line_id').references(() => bookingLines.id),
    orderId: varchar('order_id', { length: 64 })
      .notNull()
      .references(() => payments.orderId),
    reason: varchar('reason', { length: 12, enum: ['cancellation', 'dispute', 'overpayment'] }).notNull(),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 10, enum: ['pending', 'initiated', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    providerRefundId: varchar('provider_refund_id', { length: 64 }).unique('refunds_provider_refund_id_unique'),
    /** Calls to the provider that failed, and the last one's reason, for ops. */
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 300 }),
    createdAt: createdAt(),
    initiatedAt: moment('initiated_at'),
    processedAt: moment('processed_at'),
    failedAt: moment('failed_at'),
  },
  (table) => [
    index('refunds_booking').on(table.bookingId),
    index('refunds_status').on(table.status),
    check('refunds_amount_positive', sql`${table.amount} > 0`),
    check('refunds_reason_known', sql`${table.reason} IN ('cancellation', 'dispute', 'overpayment')`),
    check('refunds_status_known', sql`${table.status} IN ('pending', 'initiated', 'processed', 'failed')`),
    check('refunds_processed_when_done', sql`(${table.status} = 'processed') = (${table.processedAt} IS NOT NULL)`),
  ],
);

/**
 * The sandbox provider's own records of the refunds it was asked for (modules/payments/sandbox.ts):
 * what Razorpay's dashboard would list, so reconciliation compares the ledger with the provider
 * on the embedded default too. Never read by the money flow itself.
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: varchar('id', { length: 64 }).primaryKey(),
  paymentId: varchar('payment_id', { length: 64 }).notNull(),
  amount: integer('amount').notNull(),
  receipt: varchar('receipt', { length: 40 }),
  status: varchar('status', { length: 10, enum: ['pending', 'processed', 'failed'] }).notNull(),
  createdAt: createdAt(),
  processedAt: moment('processed_at'),
});

/**
 * The sandbox checkout's own records of the payments it captured (modules/payments/sandbox.ts),
 * written when its Pay takes the money, as Razorpay's dashboard would list them: reconciliation
 * compares our ledger's captures with these, so they are never derived from `payments`.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: varchar('id', { length: 64 }).primaryKey(),
  orderId: varchar('order_id', { length: 64 }).notNull(),
  /** Paise. */
  amount: integer('amount').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  status: varchar('status', { length: 10, enum: ['captured', 'failed'] }).notNull(),
  createdAt: createdAt(),
});

/**
 * Issue 38: partners paid out (modules/payouts, decision 0057). A batch gathers every partner's
 * available settlements; ops approve it, and each partner's payout goes to his bank through the
 * payout provider (RazorpayX, or the sandbox). 'proposed' → 'approved'.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: serial('id').primaryKey(),
    status: varchar('status', { length: 10, enum: ['proposed', 'approved'] })
      .notNull()
      .default('proposed'),
    createdAt: createdAt(),
    approvedAt: moment('approved_at'),
    approvedBy: integer('approved_by').references(() => users.id),
  },
  (table) => [check('payout_batches_status_known', sql`${table.status} IN ('proposed', 'approved')`)],
);

/**
 * One partner's payout in a batch, paise. 'proposed' until its batch is approved; 'pending' until
 * its job asks the provider; 'processing' until the provider's webhook says 'processed' (with the
 * bank's reference, `utr`), 'failed' or, after being processed, 'reversed'. A failed or reversed
 * payout gives its settlements back (payout_items.released_at) for the next batch. The bank
 * details are copied at approval: what was paid to stays on record.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 10, enum: ['proposed', 'pending', 'processing', 'processed', 'failed', 'reversed'] })
      .notNull()
      .default('proposed'),
    accountHolder: varchar('account_holder', { length: 120 }),
    accountNumber: varchar('account_number', { length: 34 }),
    ifsc: varchar('ifsc', { length: 20 }),
    providerPayoutId: varchar('provider_payout_id', { length: 64 }).unique('payouts_provider_payout_id_unique'),
    utr: varchar('utr', { length: 40 }),
    failureReason: varchar('failure_reason', { length: 300 }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
    processedAt: moment('processed_at'),
    failedAt: moment('failed_at'),
  },
  (table) => [
    index('payouts_batch').on(table.batchId),
    index('payouts_partner').on(table.partnerId),
    check('payouts_amount_positive', sql`${table.amount} > 0`),
    check('payouts_status_known', sql`${table.status} IN ('proposed', 'pending', 'processing', 'processed', 'failed', 'reversed')`),
  ],
);

/** Which settlements a payout carries; a settlement is in at most one payout not released. */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: serial('id').primaryKey(),
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payouts.id),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /** Paise: the partner's net of that settlement. */
    amount: integer('amount').notNull(),
    releasedAt: moment('released_at'),
  },
  (table) => [
    index('payout_items_payout').on(table.payoutId),
    uniqueIndex('payout_items_settlement_once').on(table.settlementId).where(sql`${table.releasedAt} IS NULL`),
  ],
);

/** The sandbox payout provider's own records (modules/payouts/sandbox.ts), as RazorpayX would list them. */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  id: varchar('id', { length: 64 }).primaryKey(),
  reference: varchar('reference', { length: 40 }).notNull().unique('sandbox_payouts_reference_unique'),
  amount: integer('amount').notNull(),
  accountNumber: varchar('account_number', { length: 34 }).notNull(),
  ifsc: varchar('ifsc', { length: 20 }).notNull(),
  status: varchar('status', { length: 10, enum: ['pending', 'processed', 'failed', 'reversed'] }).notNull(),
  utr: varchar('utr', { length: 40 }),
  createdAt: createdAt(),
  processedAt: moment('processed_at'),
});


/**
 * Issue 38, decision 0056: the last number given in each invoice series. One row per GSTIN,
 * financial year ('2627') and series ('C' customer invoices under section 9(5), 'R' receipts for
 * partners' own work, 'P' commission invoices to partners), raised under its row lock in the invoice's own transaction: a rolled-back
 * invoice gives its number back, so a series has no gaps (a PostgreSQL sequence would leave them).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    gstin: varchar('gstin', { length: 15 }).notNull(),
    financialYear: varchar('financial_year', { length: 4 }).notNull(),
    series: varchar('series', { length: 1 }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gstin, table.financialYear, table.series] })],
);

/**
 * Issue 38: a tax invoice as issued (CGST rule 46). Never changed or deleted once written (a
 * trigger refuses it; a credit note would correct one). Amounts in paise, taken from the ledger's
 * settlement of the same work, so the invoice and the books cannot disagree.
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: serial('id').primaryKey(),
    /** SN + financial year + series + 7 digits: SN2627C0000123. */
    number: varchar('number', { length: 16 }).notNull().unique('tax_invoices_number_unique'),
    /**
     * 'customer': the job, supplied by the platform under section 9(5) (series C); 'receipt': a job
     * the partner supplies himself, unregistered, with no GST (series R, not a tax invoice);
     * 'commission': the platform's fee to the partner (series P).
     */
    kind: varchar('kind', { length: 10, enum: ['customer', 'receipt', 'commission'] }).notNull(),
    /** The ledger settlement the amounts come from: one invoice of each kind per settlement. */
    settlementKey: varchar('settlement_key', { length: 120 }).notNull(),
    issuedAt: moment('issued_at').notNull(),
    supplierGstin: varchar('supplier_gstin', { length: 15 }).notNull(),
    /** GST State codes ('33'): where the supply is taxed; CGST + SGST when it is the supplier's State, else IGST. */
    placeOfSupply: varchar('place_of_supply', { length: 2 }).notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    lineId: integer('line_id').references(() => bookingLines.id),
    enquiryId: integer('enquiry_id').references(() => enquiries.id),
    /** The customer's account (customer invoices and receipts); the partner's account for every kind. */
    customerId: integer('customer_id').references(() => users.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => users.id),
    recipientName: varchar('recipient_name', { length: 120 }).notNull(),
    recipientAddress: varchar('recipient_address', { length: 300 }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    sac: varchar('sac', { length: 8 }).notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('tax_invoices_settlement_kind').on(table.settlementKey, table.kind),
    index('tax_invoices_customer').on(table.customerId),
    index('tax_invoices_partner').on(table.partnerId, table.issuedAt),
    check('tax_invoices_kind_known', sql`${table.kind} IN ('customer', 'receipt', 'commission')`),
    check('tax_invoices_sums', sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} = ${table.totalPaise}`),
    check('tax_invoices_one_kind_of_gst', sql`${table.igstPaise} = 0 OR (${table.cgstPaise} = 0 AND ${table.sgstPaise} = 0)`),
  ],
);

/**
 * Issue 39: the people who work as ops, each an account of role admin (a trigger checks it), with
 * their roles (shared/src/domain/opsRoles.ts). Disabling keeps the row and the audit's names; the
 * guard reads it on every request, so a disabled member's sessions stop working at once.
 */
export const opsMembers = pgTable(
  'ops_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    roles: text('roles').array().notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    disabledAt: moment('disabled_at'),
  },
  (table) => [
    check(
      'ops_members_roles_known',
      sql`cardinality(${table.roles}) > 0 AND ${table.roles} <@ ARRAY['admin', 'support', 'verification', 'finance', 'releases']::text[]`,
    ),
  ],
);

/**
 * Issue 39: a sign-in between its password and its code. A table of its own rather than columns
 * of otp_codes: a challenge outlives its code (a resend replaces the code, the challenge stays and
 * lives as long as the new one), and otp_codes serve customers' and partners' codes too. Only the
 * token's SHA-256 is stored, as for sessions.
 */
export const opsSignInChallenges = pgTable(
  'ops_sign_in_challenges',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [index('ops_sign_in_challenges_user').on(table.userId)],
);

/**
 * Issue 39: every ops change that succeeded, through the API (its member) or the CLI on the
 * database (actor_id null, actor_label cli:user@host). Append-only: a trigger refuses UPDATE and
 * DELETE (migration 0030).
 */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: serial('id').primaryKey(),
    at: moment('at').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    actorLabel: varchar('actor_label', { length: 200 }).notNull(),
    action: varchar('action', { length: 80 }).notNull(),
    subject: varchar('subject', { length: 80 }),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    status: smallint('status').notNull(),
  },
  (table) => [
    index('ops_audit_at').on(table.at),
    index('ops_audit_actor').on(table.actorId, table.at),
    index('ops_audit_subject').on(table.subject, table.at),
    index('ops_audit_action').on(table.action, table.at),
  ],
);

/** PostgreSQL's 64-bit transaction id, read and written as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * Issue 40: the outbox of live events (migration 0033, decision 0063), written in the transaction
 * of the change each announces and streamed to the people it concerns (`GET /api/events`).
 * `audience` is `user:<id>` or `ops:<permission>`; (txid, id) is an event's position.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txid: xid8('txid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    audience: text('audience').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('live_events_audience_position').on(table.audience, table.txid, table.id),
    index('live_events_position').on(table.txid, table.id),
    index('live_events_created').on(table.createdAt),
  ],
);

/**
 * Issue 40: the newest position the retention clean-up has deleted (one row). A stream resuming
 * from below it may have missed events and is told `resync`; from at or above it, the outbox
 * still holds everything it missed, however old its last event is (migration 0034).
 */
export const liveEventsHorizon = pgTable(
  'live_events_horizon',
  {
    id: smallint('id').primaryKey().default(1),
    txid: xid8('txid').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
  },
  (table) => [check('live_events_horizon_one_row', sql`${table.id} = 1`)],
);
