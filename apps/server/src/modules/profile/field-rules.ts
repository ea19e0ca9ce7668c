import {
  PROFILE_FIELD_MAX_LENGTH,
  PROFILE_MAX_AGE,
  PROFILE_MIN_AGE,
  todayInAmsterdam,
  type ProfileTextField,
  type ProfileUpdate,
} from '@portal/contract';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { phoneToE164 } from './phone.js';

/**
 * The profile's rules (issue 10): each sent text field is checked and put in its stored form,
 * or refused with a Dutch message for that field. Every field is checked before anything is
 * stored, so the answer names all refused fields at once.
 */

export interface FieldProblem {
  field: ProfileTextField;
  code: string;
  message: string;
}

type Rule = (value: string, now: Date) => { value: string } | { code: string; message: string };

const ok = (value: string) => ({ value });
const refuse = (code: string, message: string) => ({ code, message });

/** Empty clears an optional field; anything else must pass `check`. */
const optional =
  (check: Rule): Rule =>
  (value, now) =>
    value === '' ? ok('') : check(value, now);

const required =
  (message: string): Rule =>
  (value) =>
    value === '' ? refuse('rest_required', message) : ok(value);

/** `1234 AB`: four digits not starting with 0, two letters (never SA, SD or SS, which PostNL does not use). */
const POSTCODE = /^([1-9]\d{3}) ?([A-Z]{2})$/;
const postcode: Rule = (value) => {
  const match = POSTCODE.exec(value.toUpperCase());
  if (!match || ['SA', 'SD', 'SS'].includes(match[2]!)) {
    return refuse('rest_invalid_postcode', 'Vul een Nederlandse postcode in, zoals 1234 AB.');
  }
  return ok(`${match[1]} ${match[2]}`);
};

const iban: Rule = (value) => {
  const electronic = electronicFormatIBAN(value) ?? '';
  if (!isValidIBAN(electronic)) {
    return refuse(
      'rest_invalid_iban',
      'Dit IBAN klopt niet. Controleer het nummer, bijvoorbeeld NL91 ABNA 0417 1643 00.',
    );
  }
  return ok(electronic);
};

const phone: Rule = (value) => {
  const e164 = phoneToE164(value);
  if (!e164) {
    return refuse(
      'rest_invalid_phone',
      'Vul een geldig telefoonnummer in, zoals 06 12345678 of 020 123 4567.',
    );
  }
  return ok(e164);
};

/** The age on `today` of someone born on `birth` (both YYYY-MM-DD). */
function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

const isoDate = z.iso.date();
const birthDate: Rule = (value, now) => {
  if (!isoDate.safeParse(value).success) {
    return refuse('rest_invalid_date', 'Vul een bestaande datum in als JJJJ-MM-DD.');
  }
  const { year, month, day } = todayInAmsterdam(now);
  const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (value >= today) {
    return refuse('rest_invalid_date', 'De geboortedatum moet in het verleden liggen.');
  }
  const age = ageOn(value, today);
  if (age < PROFILE_MIN_AGE || age > PROFILE_MAX_AGE) {
    return refuse(
      'rest_invalid_date',
      `Controleer de geboortedatum: dat is een leeftijd van ${age} jaar.`,
    );
  }
  return ok(value);
};

/** LinkedIn's own hosts: linkedin.com, www.linkedin.com and a country's (nl.linkedin.com). */
const LINKEDIN_HOST = /^(?:(?:www|[a-z]{2})\.)?linkedin\.com$/;
const linkedin: Rule = (value) => {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  // Only https (a javascript: or data: link would run in our origin), no user or port.
  if (
    !url ||
    url.protocol !== 'https:' ||
    !LINKEDIN_HOST.test(url.hostname) ||
    url.username ||
    url.password ||
    url.port
  ) {
    return refuse(
      'rest_invalid_url',
      'Vul het adres van je LinkedIn-profiel in, zoals https://www.linkedin.com/in/jouw-naam.',
    );
  }
  return ok(url.href);
};

const email = z.email();
const publicEmail: Rule = (value) =>
  email.safeParse(value).success
    ? ok(value.toLowerCase())
    : refuse('rest_invalid_email', 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.');

const RULES: Record<ProfileTextField, Rule> = {
  voornaam: required('Vul je voornaam in.'),
  achternaam: required('Vul je achternaam in.'),
  voorletters: ok,
  tussenvoegsel: ok,
  geboortedatum: optional(birthDate),
  straatnaam_en_huisnummer: ok,
  postcode: optional(postcode),
  woonplaats: ok,
  tel_nr_thuis: optional(phone),
  mobiel: optional(phone),
  linkedin: optional(linkedin),
  iban: optional(iban),
  korte_omschrijving: ok,
  public_phone: optional(phone),
  public_email: optional(publicEmail),
};

/** What the user calls each field, for the length message. */
const LABELS: Record<ProfileTextField, string> = {
  voornaam: 'De voornaam',
  achternaam: 'De achternaam',
  voorletters: 'De voorletters',
  tussenvoegsel: 'Het tussenvoegsel',
  geboortedatum: 'De geboortedatum',
  straatnaam_en_huisnummer: 'Straat en huisnummer',
  postcode: 'De postcode',
  woonplaats: 'De woonplaats',
  tel_nr_thuis: 'Het telefoonnummer',
  mobiel: 'Het mobiele nummer',
  linkedin: 'Het LinkedIn-adres',
  iban: 'Het IBAN',
  korte_omschrijving: 'De korte omschrijving',
  public_phone: 'Het zakelijke telefoonnummer',
  public_email: 'Het zakelijke e-mailadres',
};

function maxLengthOf(field: ProfileTextField): number {
  return field === 'geboortedatum' ? 10 : PROFILE_FIELD_MAX_LENGTH[field];
}

/** The sent text fields in their stored form, or every problem found. */
export function checkProfileFields(
  input: ProfileUpdate,
  now: Date,
): { values: Partial<Record<ProfileTextField, string>>; problems: FieldProblem[] } {
  const values: Partial<Record<ProfileTextField, string>> = {};
  const problems: FieldProblem[] = [];
  for (const field of Object.keys(RULES) as ProfileTextField[]) {
    const sent = input[field];
    if (sent === undefined) continue;
    const value = sent.trim();
    const max = maxLengthOf(field);
    if ([...value].length > max) {
      problems.push({
        field,
        code: 'rest_too_long',
        message: `${LABELS[field]} mag hoogstens ${max} tekens lang zijn.`,
      });
      continue;
    }
    const result = RULES[field](value, now);
    if ('value' in result) values[field] = result.value;
    else problems.push({ field, ...result });
  }
  return { values, problems };
}
