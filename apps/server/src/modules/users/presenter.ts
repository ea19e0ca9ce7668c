import type { Colleague, ColleagueEdit, Role } from '@portal/contract';
import { showPhone } from '../profile/phone.js';
import type { CardRow, EditRow } from './repository.js';

/** `/wp-json/wp/v2/users/{id}` and the collection, as WordPress's `_links`. */
function linksOf(baseUrl: string, id: number): Colleague['_links'] {
  return {
    self: [{ href: `${baseUrl}/wp-json/wp/v2/users/${id}` }],
    collection: [{ href: `${baseUrl}/wp-json/wp/v2/users` }],
  };
}

/**
 * The public card (SPEC §3 Colleague). Only public values: an empty public phone, e-mail or
 * picture stays empty, never filled from the private mobile, account e-mail or anything else.
 * Phone numbers are stored in E.164 and shown the Dutch way, as in the profile.
 */
export function presentCard(row: CardRow, baseUrl: string): Colleague {
  return {
    id: row.id,
    name: row.name,
    acf: {
      firstname: row.voornaam,
      tussenvoegsel: row.tussenvoegsel,
      lastname: row.achternaam,
      public_picture: row.publicPictureId,
      // Stored in E.164; shown the Dutch way, as the profile shows it.
      public_phone: showPhone(row.publicPhone),
      public_email: row.publicEmail,
      functie: row.functie,
      opdrachtgevers: row.opdrachtgevers,
      linkedin: row.linkedin,
    },
    _links: linksOf(baseUrl, row.id),
  };
}

/** context=edit: the card with the account and the private fields. */
export function presentEdit(row: EditRow, baseUrl: string): ColleagueEdit {
  const card = presentCard(row, baseUrl);
  return {
    ...card,
    email: row.email,
    roles: row.roles as Role[],
    registered_date: row.registered,
    acf: {
      ...card.acf,
      voorletters: row.voorletters,
      geboortedatum: row.geboortedatum ?? '',
      straatnaam_en_huisnummer: row.straatnaamEnHuisnummer,
      postcode: row.postcode,
      woonplaats: row.woonplaats,
      tel_nr_thuis: showPhone(row.telNrThuis),
      mobiel: showPhone(row.mobiel),
      iban: row.iban,
      korte_omschrijving: row.korteOmschrijving,
      dienstverband: row.dienstverband,
      urenmeter_enabled: row.urenmeterEnabled,
      urenmeter: row.urenmeter,
    },
    active: row.active,
    owned_by: row.ownedBy,
    professionals: row.professionals,
  };
}
