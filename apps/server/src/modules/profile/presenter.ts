import type { UserProfileResponse } from '@portal/contract';
import { sessionExtras } from '../auth/presenter.js';
import { showPhone } from './phone.js';
import type { ProfileRepository, ProfileUserRow } from './repository.js';

type Relations = Awaited<ReturnType<ProfileRepository['relationsOf']>>;

export function presentProfile(user: ProfileUserRow, relations: Relations): UserProfileResponse {
  return {
    id: user.id,
    email: user.email,
    firstName: user.voornaam,
    lastName: user.achternaam,
    displayName: user.displayName,
    ...sessionExtras(user, relations.ownedBy),
    profile: {
      users: relations.users,
      voornaam: user.voornaam,
      achternaam: user.achternaam,
      voorletters: user.voorletters,
      tussenvoegsel: user.tussenvoegsel,
      geboortedatum: user.geboortedatum ?? '',
      straatnaam_en_huisnummer: user.straatnaamEnHuisnummer,
      postcode: user.postcode,
      woonplaats: user.woonplaats,
      tel_nr_thuis: showPhone(user.telNrThuis),
      mobiel: showPhone(user.mobiel),
      linkedin: user.linkedin,
      iban: user.iban,
      korte_omschrijving: user.korteOmschrijving,
      public_phone: showPhone(user.publicPhone),
      public_email: user.publicEmail,
      public_picture: user.publicPictureId ? { id: user.publicPictureId } : null,
      functie: relations.functie,
      dienstverband: relations.dienstverband,
      opdrachtgevers: relations.opdrachtgevers,
    },
  };
}
