import { sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * The columns the users queries read. The public card's query selects only public columns: a
 * private field that is never read cannot reach a colleague, whatever a presenter does.
 */

const postRef = z.strictObject({ ID: z.number().int(), post_title: z.string() });
const personRef = z.strictObject({ id: z.number().int(), name: z.string() });

export const cardRowSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  voornaam: z.string(),
  tussenvoegsel: z.string(),
  achternaam: z.string(),
  publicPictureId: z.number().int().nullable(),
  publicPhone: z.string(),
  publicEmail: z.string(),
  linkedin: z.string(),
  functie: postRef.nullable(),
  opdrachtgevers: z.array(postRef),
});
export type CardRow = z.output<typeof cardRowSchema>;

/** context=edit: the card and the private fields (only for the user and people managers). */
export const editRowSchema = cardRowSchema.extend({
  email: z.string(),
  roles: z.array(z.string()),
  registered: z.string(),
  voorletters: z.string(),
  geboortedatum: z.string().nullable(),
  straatnaamEnHuisnummer: z.string(),
  postcode: z.string(),
  woonplaats: z.string(),
  telNrThuis: z.string(),
  mobiel: z.string(),
  iban: z.string(),
  korteOmschrijving: z.string(),
  dienstverband: postRef.nullable(),
  urenmeterEnabled: z.boolean(),
  urenmeter: z.number().int(),
  active: z.boolean(),
  ownedBy: z.array(personRef),
  professionals: z.array(personRef),
});
export type EditRow = z.output<typeof editRowSchema>;

const postRefOf = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null
    else json_build_object('ID', ${alias}.id, 'post_title', ${alias}.title) end`);

/** The people on the other side of user_owners, by name: `{id, name}[]`. */
const peopleOf = (where: string, other: string) =>
  sql.raw(`coalesce((select json_agg(json_build_object('id', p.id, 'name', p.display_name)
                              order by lower(p.display_name), p.id)
                from user_owners join users p on p.id = ${other}
               where ${where}), '[]'::json)`);

/** Public columns of `users u` joined with its functie `f`. */
export const CARD_COLUMNS = sql`u.id, u.display_name as "name", u.voornaam, u.tussenvoegsel,
  u.achternaam, u.public_picture_id as "publicPictureId", u.public_phone as "publicPhone",
  u.public_email as "publicEmail", u.linkedin, ${postRefOf('f')} as functie,
  coalesce((select json_agg(json_build_object('ID', o.id, 'post_title', o.title)
                            order by uo.position, o.title, o.id)
              from user_opdrachtgevers uo join posts o on o.id = uo.opdrachtgever_id
             where uo.user_id = u.id), '[]'::json) as opdrachtgevers`;

/** The card's columns and the private ones, with the dienstverband `d`. */
export const EDIT_COLUMNS = sql`${CARD_COLUMNS}, u.email, u.roles,
  to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"') as registered,
  u.voorletters, u.geboortedatum::text as geboortedatum,
  u.straatnaam_en_huisnummer as "straatnaamEnHuisnummer", u.postcode, u.woonplaats,
  u.tel_nr_thuis as "telNrThuis", u.mobiel, u.iban, u.korte_omschrijving as "korteOmschrijving",
  ${postRefOf('d')} as dienstverband, u.urenmeter_enabled as "urenmeterEnabled", u.urenmeter,
  u.deactivated_at is null as active,
  ${peopleOf('user_owners.professional_id = u.id', 'user_owners.consultant_id')} as "ownedBy",
  ${peopleOf('user_owners.consultant_id = u.id', 'user_owners.professional_id')} as professionals`;

export const CARD_JOINS = sql`left join posts f on f.id = u.functie_id`;
export const EDIT_JOINS = sql`${CARD_JOINS} left join posts d on d.id = u.dienstverband_id`;
