import type { ProfileUpdate } from '@portal/contract';
import { notLoggedIn, unprocessable } from '../../http/errors.js';
import { presentProfile } from './presenter.js';
import type { ProfileColumns, ProfileRepository } from './repository.js';

function toColumns(input: ProfileUpdate): ProfileColumns {
  const columns: ProfileColumns = {
    voornaam: input.voornaam,
    achternaam: input.achternaam,
    voorletters: input.voorletters,
    tussenvoegsel: input.tussenvoegsel,
    geboortedatum: input.geboortedatum === undefined ? undefined : input.geboortedatum || null,
    straatnaamEnHuisnummer: input.straatnaam_en_huisnummer,
    postcode: input.postcode,
    woonplaats: input.woonplaats,
    telNrThuis: input.tel_nr_thuis,
    mobiel: input.mobiel,
    linkedin: input.linkedin,
    iban: input.iban?.replace(/\s+/g, '').toUpperCase(),
    korteOmschrijving: input.korte_omschrijving,
    publicPhone: input.public_phone,
    publicEmail: input.public_email,
    publicPictureId:
      input.public_picture === undefined ? undefined : (input.public_picture?.id ?? null),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export function createProfileService(repo: ProfileRepository) {
  async function load(userId: number) {
    const user = await repo.findUser(userId);
    if (!user) throw notLoggedIn();
    return presentProfile(user, await repo.relationsOf(user));
  }

  return {
    get: load,

    async update(userId: number, input: ProfileUpdate) {
      const user = await repo.findUser(userId);
      if (!user) throw notLoggedIn();
      const pictureId = input.public_picture?.id;
      if (pictureId !== undefined) {
        const file = await repo.findFile(pictureId);
        // Every colleague sees a picture, so a receipt never becomes one (docs/file-access.md).
        if (
          !file ||
          file.kind === 'receipt' ||
          (file.ownerId !== null && file.ownerId !== userId)
        ) {
          throw unprocessable('rest_invalid_picture', 'De gekozen profielfoto bestaat niet.');
        }
      }
      const columns = toColumns(input);
      const voornaam = columns.voornaam ?? user.voornaam;
      const achternaam = columns.achternaam ?? user.achternaam;
      const tussenvoegsel = columns.tussenvoegsel ?? user.tussenvoegsel;
      if (
        columns.voornaam !== undefined ||
        columns.achternaam !== undefined ||
        columns.tussenvoegsel !== undefined
      ) {
        const fullName = [voornaam, tussenvoegsel, achternaam].filter(Boolean).join(' ');
        if (fullName) columns.displayName = fullName;
      }
      if (Object.keys(columns).length > 0) await repo.updateUser(userId, columns);
      return load(userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
