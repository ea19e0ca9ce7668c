import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
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
  (t) => [index('posts_type_status_idx').on(t.type, t.status, t.createdAt)],
);

export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  nicename: text('nicename').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
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
});

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
  (t) => [primaryKey({ columns: [t.userId, t.opdrachtgeverId] })],
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
