import { z } from 'zod';
import { idSchema } from './profile.js';
import { roleSchema } from './roles.js';

/**
 * Beheer "Mensen" (issue 13): the fields a beheerder or administrator writes of a person. The
 * same schema checks the form in the web app (react-hook-form + zod), so the Dutch messages here
 * are the ones shown at the fields.
 */

const name = (label: string, required: boolean) => {
  const text = z
    .string()
    .trim()
    .max(100, { error: `${label} mag hoogstens 100 tekens zijn.` });
  return required ? text.min(1, { error: `Vul ${label.toLowerCase()} in.` }) : text;
};

const idList = (label: string) =>
  z
    .array(idSchema, { error: `${label}: kies uit de lijst.` })
    .max(200, { error: `${label}: hoogstens 200.` });

/** What a person is, as Beheer writes them; every field required (a new person). */
export const personFieldsSchema = z.strictObject({
  voornaam: name('Voornaam', true),
  tussenvoegsel: name('Tussenvoegsel', false),
  achternaam: name('Achternaam', true),
  email: z
    .string()
    .trim()
    .max(254, { error: 'Het e-mailadres mag hoogstens 254 tekens zijn.' })
    .pipe(z.email({ error: 'Vul een geldig e-mailadres in.' })),
  roles: z
    .array(roleSchema, { error: 'Kies een rol uit de lijst.' })
    .min(1, { error: 'Kies ten minste één rol.' })
    .max(5, { error: 'Kies hoogstens vijf rollen.' }),
  functie: idSchema.nullable(),
  dienstverband: idSchema.nullable(),
  opdrachtgevers: idList('Opdrachtgevers'),
  /** The consultants (medewerkers) of this person: the one source of review rights. */
  owned_by: idList('Consultants'),
  /** The professionals this person manages as consultant: owned_by seen from the other side. */
  professionals: idList('Professionals'),
  urenmeter_enabled: z.boolean(),
  urenmeter: z
    .number({ error: 'Vul een aantal uren in.' })
    .int({ error: 'Vul een heel aantal uren in.' })
    .min(0, { error: 'Het aantal uren kan niet negatief zijn.' })
    .max(100_000, { error: 'Het aantal uren is te groot.' }),
});
export type PersonFields = z.infer<typeof personFieldsSchema>;

/** POST /wp/v2/users: names, e-mail and roles are needed; the rest starts empty. */
export const personCreateSchema = personFieldsSchema.extend({
  tussenvoegsel: personFieldsSchema.shape.tussenvoegsel.optional().default(''),
  functie: idSchema.nullable().optional().default(null),
  dienstverband: idSchema.nullable().optional().default(null),
  opdrachtgevers: idList('Opdrachtgevers').optional().default([]),
  owned_by: idList('Consultants').optional().default([]),
  professionals: idList('Professionals').optional().default([]),
  urenmeter_enabled: z.boolean().optional().default(false),
  urenmeter: personFieldsSchema.shape.urenmeter.optional().default(0),
});
export type PersonCreate = z.output<typeof personCreateSchema>;

/** POST|PUT|PATCH /wp/v2/users/{id}: only the fields given change. */
export const personUpdateSchema = personFieldsSchema.partial();
export type PersonUpdate = z.output<typeof personUpdateSchema>;

/** A person named by id and display name (a consultant or a managed professional). */
export const personRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** The answer of the Beheer actions that are not a WordPress write. */
export const personActionSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** POST /intranet/v1/users/{id}/set-password-link: when the new link stops working. */
export const setPasswordLinkSentSchema = personActionSchema.extend({
  expires: z.string().describe('ISO 8601, UTC'),
});

/** How long an invitation (or a new set-password link from Beheer) works. */
export const INVITATION_LINK_HOURS = 72;

/** Whom the list of Beheer shows: active people (default), deactivated ones, or all. */
export const PERSON_ACTIVE_FILTERS = ['true', 'false', 'all'] as const;
