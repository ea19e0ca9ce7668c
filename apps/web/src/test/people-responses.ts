import type { Colleague, UserProfileResponse } from '@portal/contract';
import { sessionUser } from './wp-responses';

/** Bodies shaped like packages/contract/src/users.ts and profile.ts. */

type ProfileFields = UserProfileResponse['profile'];

export function profileBody(
  profile: Partial<ProfileFields> = {},
  user: Partial<UserProfileResponse> = {},
): UserProfileResponse {
  const voornaam = profile.voornaam ?? 'Sanne';
  return {
    ...sessionUser({ firstName: voornaam }),
    ...user,
    profile: {
      voornaam,
      achternaam: 'Vries',
      voorletters: 'S.',
      tussenvoegsel: 'de',
      geboortedatum: '1990-04-12',
      straatnaam_en_huisnummer: 'Lindelaan 4',
      postcode: '3512 AB',
      woonplaats: 'Utrecht',
      tel_nr_thuis: '',
      mobiel: '06 12345678',
      linkedin: '',
      iban: 'NL91ABNA0417164300',
      korte_omschrijving: '',
      public_phone: '',
      public_email: '',
      public_picture: null,
      users: [],
      functie: null,
      dienstverband: null,
      opdrachtgevers: [],
      ...profile,
    },
  };
}

export function colleague(
  id: number,
  acf: Partial<Colleague['acf']> = {},
  name = `Collega ${id}`,
): Colleague {
  return {
    id,
    name,
    acf: {
      firstname: 'Collega',
      tussenvoegsel: '',
      lastname: String(id),
      public_picture: null,
      public_phone: '',
      public_email: '',
      functie: null,
      opdrachtgevers: [],
      linkedin: '',
      ...acf,
    },
    _links: {
      self: [{ href: `http://localhost/wp-json/wp/v2/users/${id}` }],
      collection: [{ href: 'http://localhost/wp-json/wp/v2/users' }],
    },
  };
}

export function wpPostRef(id: number, title: string) {
  return { ID: id, post_title: title };
}
