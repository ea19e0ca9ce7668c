import { ROLES } from '@portal/contract/rules';
import type { users } from '../../db/schema.js';
import { dateOf, objectOf, plainTitle, refId, refIds, textOf, type WpObject } from './wp-fields.js';

const KNOWN_ROLES: readonly string[] = ROLES;

/** A WordPress user as our users row and its relations, in WordPress ids. */
export interface MappedUser {
  columns: Omit<
    typeof users.$inferInsert,
    'id' | 'nicename' | 'sessionKey' | 'passwordHash' | 'functieId' | 'dienstverbandId'
  >;
  nicename: string;
  functie?: number;
  dienstverband?: number;
  opdrachtgevers: number[];
  picture?: number;
  /** owned_by: the consultants of a professional. */
  ownedBy: number[];
  /** users: the professionals a consultant manages. */
  manages: number[];
  /** WordPress roles we do not have (reported). */
  otherRoles: string[];
}

export type UserMapping = { user: MappedUser } | { skip: string };

/**
 * Maps `GET /wp/v2/users?context=edit` (with ACF's `acf` object) to our columns. A user
 * without one of our roles, or without a usable e-mail address, is skipped with the reason.
 * ACF's name fields win over WordPress's own; a user whose ACF fields were never saved
 * (`acf: []`, or every field null) keeps WordPress's name and empty profile fields.
 */
export function mapUser(raw: WpObject): UserMapping {
  const acf = objectOf(raw.acf);
  const wpRoles = Array.isArray(raw.roles) ? raw.roles.map(String) : [];
  const roles = wpRoles.filter((role) => KNOWN_ROLES.includes(role));
  const otherRoles = wpRoles.filter((role) => !KNOWN_ROLES.includes(role));
  if (roles.length === 0) {
    return {
      skip: wpRoles.length
        ? `role ${wpRoles.join(', ')} is not one of the portal's (${KNOWN_ROLES.join(', ')})`
        : 'has no role',
    };
  }
  const email = textOf(raw.email, 254).toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return { skip: email ? `e-mail address "${email}" is not valid` : 'has no e-mail address' };
  }
  const text = (name: string, max = 200) => plainTitle(textOf(acf[name], max * 2)).slice(0, max);
  const voornaam = text('voornaam') || text('firstname') || textOf(raw.first_name, 200);
  const achternaam = text('achternaam') || text('lastname') || textOf(raw.last_name, 200);
  const tussenvoegsel = text('tussenvoegsel', 50);
  const displayName =
    plainTitle(textOf(raw.name, 400)).slice(0, 200) ||
    [voornaam, tussenvoegsel, achternaam].filter(Boolean).join(' ') ||
    textOf(raw.username, 200);
  const slug = textOf(raw.slug, 200)
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  return {
    user: {
      nicename: slug || `gebruiker-${String(raw.id)}`,
      columns: {
        email,
        displayName,
        roles,
        voornaam,
        achternaam,
        tussenvoegsel,
        voorletters: text('voorletters', 50),
        geboortedatum: dateOf(acf.geboortedatum) ?? null,
        straatnaamEnHuisnummer: text('straatnaam_en_huisnummer'),
        postcode: text('postcode', 20),
        woonplaats: text('woonplaats'),
        telNrThuis: text('tel_nr_thuis', 50),
        mobiel: text('mobiel', 50),
        linkedin: textOf(acf.linkedin, 500),
        iban: text('iban', 50).replace(/\s+/g, '').toUpperCase(),
        korteOmschrijving: textOf(acf.korte_omschrijving, 2000),
        publicPhone: text('public_phone', 50),
        publicEmail: textOf(acf.public_email, 254),
      },
      functie: refId(acf.functie),
      dienstverband: refId(acf.dienstverband),
      opdrachtgevers: refIds(acf.opdrachtgevers),
      picture: refId(acf.public_picture),
      ownedBy: refIds(acf.owned_by),
      manages: refIds(acf.users),
      otherRoles,
    },
  };
}
