import type {
  ProfileUpdate,
  UploadProfilePictureResponse,
  UserProfileResponse,
} from '@portal/contract';
import { localOnlyBus, type InvalidationBus } from '../../cache/invalidation-bus.js';
import { shareAnswer } from '../../cache/shared-answer.js';
import { SharedCache } from '../../cache/shared-cache.js';
import { notLoggedIn, unprocessable } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import { fieldErrors } from '../../http/wp-errors.js';
import type { FileStorage } from '../files/storage.js';
import { removeStoredBytes, withStoredBytes } from '../files/stored-bytes.js';
import { checkProfileFields } from './field-rules.js';
import { processProfilePicture } from './picture.js';
import { presentProfile } from './presenter.js';
import type { ProfileColumns, ProfileRepository } from './repository.js';

type CheckedFields = ReturnType<typeof checkProfileFields>['values'];

function toColumns(values: CheckedFields, input: ProfileUpdate): ProfileColumns {
  const columns: ProfileColumns = {
    voornaam: values.voornaam,
    achternaam: values.achternaam,
    voorletters: values.voorletters,
    tussenvoegsel: values.tussenvoegsel,
    geboortedatum: values.geboortedatum === undefined ? undefined : values.geboortedatum || null,
    straatnaamEnHuisnummer: values.straatnaam_en_huisnummer,
    postcode: values.postcode,
    woonplaats: values.woonplaats,
    telNrThuis: values.tel_nr_thuis,
    mobiel: values.mobiel,
    linkedin: values.linkedin,
    iban: values.iban,
    korteOmschrijving: values.korte_omschrijving,
    publicPhone: values.public_phone,
    publicEmail: values.public_email,
    publicPictureId:
      input.public_picture === undefined ? undefined : (input.public_picture?.id ?? null),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/**
 * The app reads the own profile at every start and on every screen that shows it, and it
 * changes only through the writes below (and, later, Beheer's): kept per user, forgotten on
 * every instance before a write answers (SharedCache). The time-to-live only bounds how long a
 * change made outside the app (SQL by hand) stays unseen.
 */
const PROFILE_CACHE = { max: 20_000, ttlMs: 30_000 };

export function createProfileService(deps: {
  repo: ProfileRepository;
  storage: FileStorage;
  now: () => Date;
  /** Tells the other instances that a profile changed; the seed, alone, leaves it out. */
  invalidation?: InvalidationBus;
  /** After a write that changes the user's public card (the directory keeps cards). */
  cardChanged?: () => Promise<void>;
}) {
  const { repo } = deps;
  const profiles = new SharedCache<number, UserProfileResponse>(
    'user-profiles',
    deps.invalidation ?? localOnlyBus,
    PROFILE_CACHE,
  );

  async function read(userId: number) {
    const user = await repo.findUser(userId);
    if (!user) throw notLoggedIn();
    // One answer object per user and load: frozen, so its JSON is written once (shared-answer.ts).
    return shareAnswer(presentProfile(user, await repo.relationsOf(user)));
  }

  /** Only a signed-in user asks, so a missing row is not kept: the next request reads again. */
  const load = (userId: number) => profiles.get(userId, () => read(userId));

  async function changed(userId: number) {
    await Promise.all([profiles.forget(userId), deps.cardChanged?.()]);
  }

  return {
    get: load,

    /** Every profile, here and on every instance (Beheer renamed a functie or opdrachtgever). */
    forgetAll: () => profiles.clear(),

    /** One person's, here and on every instance (their roles changed elsewhere). */
    forget: (userId: number) => profiles.forget(userId),

    /** Every sent field is checked first; one refused field stores nothing (422 naming each). */
    async update(userId: number, input: ProfileUpdate) {
      const user = await repo.findUser(userId);
      if (!user) throw notLoggedIn();
      const { values, problems } = checkProfileFields(input, deps.now());
      if (problems.length > 0) throw fieldErrors(problems);
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
      const columns = toColumns(values, input);
      if (
        columns.voornaam !== undefined ||
        columns.achternaam !== undefined ||
        columns.tussenvoegsel !== undefined
      ) {
        const fullName = [
          columns.voornaam ?? user.voornaam,
          columns.tussenvoegsel ?? user.tussenvoegsel,
          columns.achternaam ?? user.achternaam,
        ]
          .filter(Boolean)
          .join(' ');
        if (fullName) columns.displayName = fullName;
      }
      if (Object.keys(columns).length > 0) {
        // A picture given up for another is deleted with its bytes once the change committed.
        await removeStoredBytes(deps.storage, await repo.updateUser(userId, columns));
        await changed(userId);
      }
      return load(userId);
    },

    /**
     * A new picture (issue 10): checked and re-encoded before anything is stored, then stored
     * and made the user's public picture in one transaction that drops the previous one.
     */
    async uploadPicture(
      userId: number,
      uploads: UploadedFile[],
    ): Promise<UploadProfilePictureResponse> {
      const [upload] = uploads;
      if (!upload) throw unprocessable('picture_missing', 'Kies een foto om te uploaden.');
      const picture = await processProfilePicture(userId, upload.bytes);
      const { id, removed } = await withStoredBytes(deps.storage, [picture.bytes], ([key]) =>
        repo.replacePicture(userId, {
          ownerId: userId,
          title: 'Profielfoto',
          originalName: 'profielfoto.webp',
          mimeType: picture.mimeType,
          size: picture.bytes.length,
          storageKey: key!,
        }),
      );
      await removeStoredBytes(deps.storage, removed);
      await changed(userId);
      return { success: true, file_id: { id } };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
