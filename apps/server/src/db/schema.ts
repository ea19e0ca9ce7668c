import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * WordPress keeps every post type in one table with one id sequence; we do the same so ids of
 * functies, opdrachtgevers, dienstverbanden and (later) news or assignments never collide.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    status: text('status').notNull().default('publish'),
    content: text('content').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    authorId: integer('author_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    acf: jsonb('acf')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Lists read newest first within a type and status (GET /wp/v2/{type}).
    index('posts_type_status_date_idx').on(
      t.type,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // acf_user=… on moodtrackers (the dashboard's "answered this week?").
    index('posts_moodtracker_user_idx')
      .on(sql`(${t.acf} ->> 'user')`, t.createdAt)
      .where(sql`${t.type} = 'moodtrackers'`),
  ],
);

/**
 * What a file is, set once where it is stored; who may read it follows from this and from what
 * it is attached to (docs/file-access.md, enforced in modules/files/access.ts).
 */
export const FILE_KINDS = ['content', 'receipt', 'profile-picture'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    title: text('title').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /**
     * Hex SHA-256 of a receipt's bytes (issue 14): the same receipt declared twice is found by
     * it. Null for other kinds, and for receipts stored before it until they are hashed.
     */
    sha256: text('sha256'),
    /** WordPress's alt_text of an image (empty for documents and files without one). */
    altText: text('alt_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('files_kind_check', sql`${t.kind} in ('content', 'receipt', 'profile-picture')`),
    index('files_sha256_idx')
      .on(t.sha256)
      .where(sql`${t.sha256} is not null`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    nicename: text('nicename').notNull().unique(),
    displayName: text('display_name').notNull(),
    /** argon2id; null while the user has no password yet (set through a set-password link). */
    passwordHash: text('password_hash'),
    /** Signed into every access token as `pass`; a new value makes all older tokens obsolete. */
    sessionKey: text('session_key').notNull(),
    roles: text('roles').array().notNull(),
    voornaam: text('voornaam').notNull().default(''),
    achternaam: text('achternaam').notNull().default(''),
    voorletters: text('voorletters').notNull().default(''),
    tussenvoegsel: text('tussenvoegsel').notNull().default(''),
    geboortedatum: date('geboortedatum', { mode: 'string' }),
    straatnaamEnHuisnummer: text('straatnaam_en_huisnummer').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    woonplaats: text('woonplaats').notNull().default(''),
    telNrThuis: text('tel_nr_thuis').notNull().default(''),
    mobiel: text('mobiel').notNull().default(''),
    linkedin: text('linkedin').notNull().default(''),
    iban: text('iban').notNull().default(''),
    korteOmschrijving: text('korte_omschrijving').notNull().default(''),
    publicPhone: text('public_phone').notNull().default(''),
    publicEmail: text('public_email').notNull().default(''),
    publicPictureId: integer('public_picture_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    functieId: integer('functie_id').references(() => posts.id, { onDelete: 'set null' }),
    dienstverbandId: integer('dienstverband_id').references(() => posts.id, {
      onDelete: 'set null',
    }),
    urenmeter: integer('urenmeter').notNull().default(0),
    urenmeterEnabled: boolean('urenmeter_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Issue 13 (people): set while the user is deactivated; they cannot sign in or renew, their
    // declarations and assignments stay.
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [
    // "Is this file someone's profile picture?" decides /intranet/v1/files/{id}/public/view.
    index('users_public_picture_idx').on(t.publicPictureId),
    // The colleague directory's order (GET /wp/v2/users?orderby=name): a page is read from
    // the index in order instead of sorting every user.
    index('users_display_name_idx').on(sql`lower(${t.displayName})`, t.id),
    // The directory filtered by functie (?acf_functie=): its few users, not all of them.
    index('users_functie_idx').on(t.functieId),
  ],
);

/** A professional is owned by one or more consultants (owned_by / the consultant's users). */
export const userOwners = pgTable(
  'user_owners',
  {
    professionalId: integer('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consultantId: integer('consultant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.consultantId] }),
    index('user_owners_consultant_idx').on(t.consultantId),
  ],
);

export const userOpdrachtgevers = pgTable(
  'user_opdrachtgevers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opdrachtgeverId: integer('opdrachtgever_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.opdrachtgeverId] }),
    // The directory filtered by opdrachtgever (?acf_opdrachtgevers=), and a deleted
    // opdrachtgever's cascade.
    index('user_opdrachtgevers_opdrachtgever_idx').on(t.opdrachtgeverId, t.userId),
  ],
);

/** Rotating refresh tokens; only a SHA-256 of the secret is stored. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    /**
     * The JWT Auth plugin's `device` parameter: an app names its device at sign-in and when it
     * renews; each device's sign-in rotates on its own. Empty for the portal and most clients.
     */
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * One-time set-password links (the first administrator's, later invitations): only a SHA-256 of
 * the token is stored. A link works once (`used_at`) and until `expires_at`.
 */
/**
 * A one-time link mailed to a person (set a password, add a passkey): only the token's hash is
 * stored; it works once (used_at) and until expires_at.
 */
const oneTimeLinkColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const setPasswordTokens = pgTable('set_password_tokens', oneTimeLinkColumns(), (t) => [
  index('set_password_tokens_user_idx').on(t.userId),
]);

/* Declarations (SPEC §3): types, kilometre rates, a month per user, rows, files, comments. */

export const declarationTypes = pgTable('declaration_types', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  showDateField: boolean('show_date_field').notNull().default(true),
  showAmountField: boolean('show_amount_field').notNull().default(true),
  showDescriptionField: boolean('show_description_field').notNull().default(true),
  showLocationStartField: boolean('show_location_start_field').notNull().default(false),
  showLocationEndField: boolean('show_location_end_field').notNull().default(false),
  showKilometersField: boolean('show_kilometers_field').notNull().default(false),
  showTransportTypeField: boolean('show_transport_type_field').notNull().default(false),
  showReceiptField: boolean('show_receipt_field').notNull().default(true),
  showVatField: boolean('show_vat_field').notNull().default(true),
  isReceiptRequired: boolean('is_receipt_required').notNull().default(false),
  autoCalculateAmount: boolean('auto_calculate_amount').notNull().default(false),
  calculateKilometers: boolean('calculate_kilometers').notNull().default(false),
  /** Issue 13: a retired type is not offered for new lines; lines that have it keep it. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** The kilometre allowance is data with a start date, so a new rate leaves older rows alone. */
export const kilometerRates = pgTable('kilometer_rates', {
  id: serial('id').primaryKey(),
  validFrom: date('valid_from', { mode: 'string' }).notNull().unique(),
  centsPerKm: integer('cents_per_km').notNull(),
});

export const declarationMonths = pgTable(
  'declaration_months',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    /** null until submitted; then sent, approved or rejected. */
    status: text('status'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /**
     * Issue 25 item 6: when a reviewer first opened the month after its latest submission
     * (review screen or a comment). Opened since submitted_at, the owner may not withdraw it.
     */
    reviewOpenedAt: timestamp('review_opened_at', { withTimezone: true }),
    reviewOpenedBy: integer('review_opened_by').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('declaration_months_user_month_idx').on(t.userId, t.year, t.month),
    index('declaration_months_status_idx').on(t.status, t.year, t.month),
  ],
);

export const declarationMonthHistory = pgTable(
  'declaration_month_history',
  {
    id: serial('id').primaryKey(),
    monthId: integer('month_id')
      .notNull()
      .references(() => declarationMonths.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('declaration_month_history_month_idx').on(t.monthId)],
);

export const declarationRows = pgTable(
  'declaration_rows',
  {
    id: serial('id').primaryKey(),
    monthId: integer('month_id')
      .notNull()
      .references(() => declarationMonths.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => declarationTypes.id),
    date: date('date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull().default(''),
    locationStart: text('location_start').notNull().default(''),
    locationEnd: text('location_end').notNull().default(''),
    /** Tenths of a kilometre, so no floating point is stored. */
    kilometerTenths: integer('kilometer_tenths').notNull().default(0),
    transportType: text('transport_type').notNull().default(''),
    isReturn: boolean('is_return').notNull().default(false),
    returnOfRowId: integer('return_of_row_id').references((): AnyPgColumn => declarationRows.id, {
      onDelete: 'set null',
    }),
    vatRate: integer('vat_rate').notNull().default(0),
    receiptFileId: integer('receipt_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('declaration_rows_month_idx').on(t.monthId, t.date, t.id),
    index('declaration_rows_user_created_idx').on(t.userId, t.createdAt),
    // Beheer (issue 13): is a declaration type in use, and which lines does a kilometre
    // rate's period price; without them each check reads every line.
    index('declaration_rows_type_idx').on(t.typeId),
    index('declaration_rows_km_date_idx')
      .on(t.date)
      .where(sql`${t.kilometerTenths} > 0`),
    // Issue 14's duplicate warning: a user's lines with the same date, type and amount, and
    // the lines that name a receipt (found by its hash), per row of every month read.
    index('declaration_rows_same_line_idx').on(t.userId, t.date, t.typeId, t.amountCents),
    index('declaration_rows_receipt_idx')
      .on(t.receiptFileId)
      .where(sql`${t.receiptFileId} is not null`),
  ],
);

export const declarationRowAttachments = pgTable(
  'declaration_row_attachments',
  {
    rowId: integer('row_id')
      .notNull()
      .references(() => declarationRows.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.rowId, t.fileId] })],
);

export const declarationComments = pgTable(
  'declaration_comments',
  {
    id: serial('id').primaryKey(),
    monthId: integer('month_id')
      .notNull()
      .references(() => declarationMonths.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    postedOn: timestamp('posted_on', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Issue 25 item 7: the line of the month a reviewer's comment is about; null for a comment
     * on the whole month. A deleted line leaves its comments as comments on the month.
     */
    rowId: integer('row_id').references(() => declarationRows.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('declaration_comments_month_idx').on(t.monthId),
    index('declaration_comments_row_idx')
      .on(t.rowId)
      .where(sql`${t.rowId} is not null`),
  ],
);

/* Content (SPEC §3): categories, files attached to posts, site options, mood check-ins, mail. */

/** Terms of the category taxonomies (arbeidsvoorwaarden_categorieen, kennisbank_categorieen). */
export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    taxonomy: text('taxonomy').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    parent: integer('parent').notNull().default(0),
  },
  (t) => [uniqueIndex('terms_taxonomy_slug_idx').on(t.taxonomy, t.slug)],
);

export const postTerms = pgTable(
  'post_terms',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.termId] }), index('post_terms_term_idx').on(t.termId)],
);

/**
 * The files a post's acf.bestanden names, kept in step with it on every write: a file attached
 * to published content may be opened by every signed-in user.
 */
export const postFiles = pgTable(
  'post_files',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.fileId] }), index('post_files_file_idx').on(t.fileId)],
);

/**
 * The text of an uploaded PDF or Office document, extracted once on upload (modules/media) for
 * search. Kept apart from `files` so reading a file's row never reads its text. The posts'
 * search vector (posts.search_vector, migration 0012) includes the texts of the files a post
 * names and is kept up to date by triggers on posts, post_files and this table.
 */
export const fileTexts = pgTable('file_texts', {
  fileId: integer('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
});

/** ACF options pages (GET /acf/v3/options/{name}); the value keeps file references as {id}. */
export const siteOptions = pgTable('site_options', {
  name: text('name').primaryKey(),
  value: jsonb('value')
    .notNull()
    .default(sql`'{}'::jsonb`),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per moodtracker post: the unique (user, week) index is what makes "one answer per
 * week" hold even when two check-ins arrive at once.
 */
export const moodCheckins = pgTable(
  'mood_checkins',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Monday of the check-in week, Europe/Amsterdam. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    mood: integer('mood').notNull(),
    /**
     * The answer the consultant was last e-mailed about (3 or 4), null before any mail. A
     * changed answer mails again only when it is worse than this one: at most two mails a week.
     */
    followUpMailedMood: integer('follow_up_mailed_mood'),
  },
  (t) => [
    uniqueIndex('mood_checkins_user_week_idx').on(t.userId, t.weekStart),
    // The worrying answers (3 or 4) are few: "Actie nodig" counts an administrator's without
    // reading every check-in (issue 26).
    index('mood_checkins_worrying_idx')
      .on(t.userId)
      .where(sql`${t.mood} >= 3`),
  ],
);

/** Every outgoing e-mail: sent, failed (with the error) or only logged when no SMTP is set. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** Issue 26: the HTML alternative of a notification mail (null: plain text only). */
    bodyHtml: text('body_html'),
    /** Issue 26: extra headers (List-Unsubscribe, List-Unsubscribe-Post), by name. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** queued, sent, failed or logged (no SMTP configured). */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_status_idx').on(t.status, t.createdAt)],
);

/**
 * Failed logins in the current 15-minute window, per account and per client address, shared by
 * every instance: the store of rate-limiter-flexible's RateLimiterPostgres (login-throttle.ts).
 * The library inserts by position, so the columns and their order are its own; the key is text
 * rather than its varchar(255), because a typed username (up to 254 characters) is part of it.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  /** When the window ends, in milliseconds since 1970 (null: never). */
  expire: bigint('expire', { mode: 'number' }),
});

/** PostgreSQL's bytea, which node-postgres reads and writes as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The bytes of uploaded files with FILE_STORE=postgres (modules/files/database-storage.ts), so
 * every instance reads the same files and a database backup holds them. The files row names its
 * bytes by `key`. Stored without compression (migration 0005): the files are PDFs and images,
 * already compressed, and a byte range is then read without reading what comes before it.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
});

/**
 * A receipt's thumbnail (issue 25 item 5): made once, on its first view, from the image or the
 * PDF's first page (modules/files/receipt-thumbnails.ts), and gone with its file. `bytes` is
 * null when none can be made from the file (broken, too large, too slow), so it is not tried
 * again on every view.
 */
export const fileThumbnails = pgTable('file_thumbnails', {
  fileId: integer('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  bytes: bytea('bytes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Assignments (opdrachten, issue 11): a professional's assignment at a client. The professional,
 * functie and opdrachtgever are named by id as users.functie_id names a functie; the evaluation
 * texts live per quarter in assignment_evaluations.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull().default(''),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    professionalId: integer('professional_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    functieId: integer('functie_id').references(() => posts.id, { onDelete: 'set null' }),
    opdrachtgeverId: integer('opdrachtgever_id').references(() => posts.id, {
      onDelete: 'set null',
    }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').notNull().default('not-started'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'assignments_status_check',
      sql`${t.status} in ('not-started', 'in-progress', 'completed')`,
    ),
    check(
      'assignments_dates_check',
      sql`${t.startDate} is null or ${t.endDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
    // A consultant's list reads the assignments of their professionals (user_owners), a
    // professional their own; the running ones per professional for the quarterly reminder.
    index('assignments_professional_idx').on(t.professionalId, t.status),
  ],
);

/** The evaluation texts as last saved in each quarter ("2026-Q3"): earlier quarters stay. */
export const assignmentEvaluations = pgTable(
  'assignment_evaluations',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    quarter: text('quarter').notNull(),
    ontwikkeling: text('ontwikkeling').notNull().default(''),
    opdracht: text('opdracht').notNull().default(''),
    meerwaarde: text('meerwaarde').notNull().default(''),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.quarter] })],
);

/** Every change of an assignment: who, when, and each changed field's old and new value. */
export const assignmentHistory = pgTable(
  'assignment_history',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** created or updated */
    action: text('action').notNull(),
    /** {field: {from, to}}; for the texts, `quarter` names the quarter written. */
    changes: jsonb('changes').notNull(),
  },
  (t) => [index('assignment_history_assignment_idx').on(t.assignmentId, t.at)],
);

/**
 * One row per professional and quarter once the quarterly reminder was queued: inserted in the
 * transaction that writes the mail to the outbox, so two instances never send it twice.
 */
export const assignmentReminders = pgTable(
  'assignment_reminders',
  {
    quarter: text('quarter').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quarter, t.userId] })],
);

/**
 * Who changed what in Beheer, and how it read before and after: written in the transaction of
 * the change itself (modules/audit), never changed or deleted through the API.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the server's own changes (a scheduled post published at its time). */
    actorId: integer('actor_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** e.g. post.create, post.update, post.trash, post.delete, term.create, options.update */
    action: text('action').notNull(),
    /** What was changed: post, term, options (issue 13 adds people, declarations...). */
    entityKind: text('entity_kind').notNull(),
    /** Its id as text (a post's or term's number, an options page's name). */
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /**
     * The person the change concerns (issue 25): whose month, assignment, account or mood
     * answer it is; null when it concerns no one person (a news item, a setting). Derived from
     * the entity when the row is written (recordAudit), so the log filters on it.
     */
    subjectUserId: integer('subject_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityKind, t.entityId, t.at),
    index('audit_log_subject_at_idx').on(t.subjectUserId, t.at),
    index('audit_log_at_idx').on(t.at),
    // Issue 13's screen filters by person or by kind, newest first.
    index('audit_log_actor_at_idx').on(t.actorId, t.at),
    index('audit_log_kind_at_idx').on(t.entityKind, t.at),
  ],
);

/* Issue 13 (h6): payroll exports, mood follow-ups, audit log reading. */

/**
 * One payroll export: who made it, when, for which period (months as their first day). Its
 * XLSX and CSV are written once by a job (modules/payroll/export-files.ts): the storage keys
 * and files_ready_at are set together when both are stored; files_failed_at after the last
 * attempt failed. Neither set: the files are still being made.
 */
export const payrollExports = pgTable('payroll_exports', {
  id: serial('id').primaryKey(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  periodFrom: date('period_from', { mode: 'string' }).notNull(),
  periodTo: date('period_to', { mode: 'string' }).notNull(),
  xlsxKey: text('xlsx_key'),
  csvKey: text('csv_key'),
  filesReadyAt: timestamp('files_ready_at', { withTimezone: true }),
  filesFailedAt: timestamp('files_failed_at', { withTimezone: true }),
});

/**
 * The months an export contains. A month may be in more than one export only when it was
 * explicitly included again; "not yet exported" is "in no row here".
 */
export const payrollExportMonths = pgTable(
  'payroll_export_months',
  {
    exportId: integer('export_id')
      .notNull()
      .references(() => payrollExports.id, { onDelete: 'cascade' }),
    monthId: integer('month_id')
      .notNull()
      .references(() => declarationMonths.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.exportId, t.monthId] }),
    index('payroll_export_months_month_idx').on(t.monthId),
  ],
);

/** A consultant's follow-up of a worrying mood answer (3 or 4): what was done, and a note. */
export const moodFollowUps = pgTable('mood_follow_ups', {
  checkinPostId: integer('checkin_post_id')
    .primaryKey()
    .references(() => moodCheckins.postId, { onDelete: 'cascade' }),
  action: text('action').notNull(),
  note: text('note').notNull().default(''),
  byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 26: one notification of one user (docs/notifications.md). `event_key` names the event
 * (e.g. `declaration_submitted:month=12:at=...`); unique per recipient, so two instances that
 * handle one event make one notification. `subject_kind`/`subject_id` name the thing it is
 * about: whether the recipient may still see it and whether it is done are decided from it
 * when the list is read. `text` and `link` are written when it is made.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** What the kind needs besides the subject (a quarter, a month's year and month). */
    data: jsonb('data').notNull().default({}),
    text: text('text').notNull(),
    link: text('link').notNull(),
    eventKey: text('event_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When a direct mail or a digest took it (null: not mailed, or its kind is not mailed). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_event_idx').on(t.userId, t.eventKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The unread count every page reads: only the unread rows are in it.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_subject_idx').on(t.subjectKind, t.subjectId),
  ],
);

/** Issue 26: a user's choice of e-mail per kind; a kind without a row has its default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mode: text('mode').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_mode_check', sql`${t.mode} in ('direct', 'digest', 'off')`),
  ],
);

/* Issue 27: passkeys (WebAuthn) and the links that let someone add one without a password. */

export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id as the browser sends it (base64url). */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key the signatures are checked with. */
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter; a lower one than stored is refused. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** The name the person gave it ("Telefoon", "Laptop werk"). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * Challenges are signed, not stored (an anonymous sign-in page asks for one without writing
 * anything); a used one is kept here until it expires, so that it works once.
 */
export const webauthnUsedChallenges = pgTable(
  'webauthn_used_challenges',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_used_challenges_expires_idx').on(t.expiresAt)],
);

/** One-time links mailed to people who must sign in strongly (STRONG_AUTH_ROLES). */
export const passkeyEnrollmentLinks = pgTable(
  'passkey_enrollment_links',
  oneTimeLinkColumns(),
  (t) => [index('passkey_enrollment_links_user_idx').on(t.userId)],
);

/**
 * Issue 28: what `npm run import:wordpress` brought over, per site and kind: the WordPress id,
 * ours, and a fingerprint of what WordPress gave. A second run finds each item here, updates it
 * only when the fingerprint changed, and never makes a second copy.
 */
export const wordpressImportMap = pgTable(
  'wordpress_import_map',
  {
    /** The site's address (origin and path), so two sites' ids never meet. */
    site: text('site').notNull(),
    /** user, functie, opdrachtgever, dienstverband, term, nieuws, ..., media, picture, options. */
    kind: text('kind').notNull(),
    wpId: bigint('wp_id', { mode: 'number' }).notNull(),
    ourId: integer('our_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site, t.kind, t.wpId] })],
);
