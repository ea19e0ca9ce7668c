import {
  idSchema,
  INVITATION_LINK_HOURS,
  type ColleagueEdit,
  type PersonCreate,
  type PersonUpdate,
} from '@portal/contract';
import { WpHttpError } from '../../http/errors.js';
import { recordAudit } from '../audit/repository.js';
import type { AuthenticatedUser } from '../auth/service.js';
import { newSessionKey } from '../auth/passwords.js';
import type { SetPasswordLinks } from '../auth/set-password-links.js';
import type { Mailer } from '../mail/mailer.js';
import type { UsersService } from '../users/service.js';
import { invitationMail } from './invitation-mail.js';
import type { PeopleRepository, PersonColumns, PersonLists, PersonSnapshot } from './repository.js';

type Tx = Parameters<Parameters<PeopleRepository['transaction']>[0]>[0];

const ADMIN = 'administrator';
const deactivated = () =>
  new WpHttpError(
    409,
    'rest_user_deactivated',
    'Deze gebruiker is gedeactiveerd; activeer hem of haar eerst weer.',
  );
const notFound = () => new WpHttpError(404, 'rest_user_invalid_id', 'Invalid user ID.');

/** A 400 naming the refused field in Dutch, as the form shows it at that field. */
const fieldError = (field: string, message: string, code = 'rest_invalid_param') =>
  new WpHttpError(400, code, message, { params: { [field]: message } });

const displayNameOf = (p: { voornaam: string; tussenvoegsel: string; achternaam: string }) =>
  [p.voornaam, p.tussenvoegsel, p.achternaam].filter(Boolean).join(' ');

const unique = (list: number[]) => [...new Set(list)];

/**
 * Beheer "Mensen" (issue 13): people managers add, change, deactivate and reactivate people and
 * send set-password links. Every change and its audit row are one transaction; an invitation's
 * user, link, audit row and outbox mail too, so none exists without the others.
 */
export function createPeopleService(deps: {
  repo: PeopleRepository;
  users: UsersService;
  links: SetPasswordLinks;
  mailer: Mailer;
  productName: string;
  /** Forgets a user's session key on every instance (auth service), before the answer. */
  sessionsChanged: (userId: number) => Promise<void>;
}) {
  const { repo, users } = deps;

  /** Only an administrator grants or removes the administrator role. */
  function checkAdminRole(actor: AuthenticatedUser, before: string[], after: string[]) {
    if (actor.roles.includes(ADMIN)) return;
    if (before.includes(ADMIN) !== after.includes(ADMIN)) {
      throw new WpHttpError(
        403,
        'rest_cannot_grant_administrator',
        'Alleen een administrator kan de rol administrator toekennen of afnemen.',
      );
    }
  }

  /**
   * A beheerder changes no administrator: with their e-mail address and a new link they could
   * take the account over.
   */
  function checkTarget(actor: AuthenticatedUser, target: PersonSnapshot) {
    if (target.roles.includes(ADMIN) && !actor.roles.includes(ADMIN)) {
      throw new WpHttpError(
        403,
        'rest_cannot_edit_administrator',
        'Alleen een administrator kan een administrator wijzigen.',
      );
    }
  }

  /** The references of the input exist: posts of their type and users other than `self`. */
  async function checkReferences(tx: Tx, input: PersonUpdate, self?: number) {
    // [field, post type, its Dutch name, the ids given]
    const posts: Array<[keyof PersonUpdate, string, string, number[]]> = [
      ['functie', 'functies', 'functie', input.functie ? [input.functie] : []],
      [
        'dienstverband',
        'dienstverbanden',
        'dienstverband',
        input.dienstverband ? [input.dienstverband] : [],
      ],
      ['opdrachtgevers', 'intra_opdrachtgevers', 'opdrachtgever', input.opdrachtgevers ?? []],
    ];
    for (const [field, type, label, wanted] of posts) {
      const found = await repo.existingPosts(tx, type, wanted);
      if (wanted.some((id) => !found.has(id))) {
        throw fieldError(field, `Kies een bestaande ${label} uit de lijst.`);
      }
    }
    const people: Array<[keyof PersonUpdate, number[]]> = [
      ['owned_by', input.owned_by ?? []],
      ['professionals', input.professionals ?? []],
    ];
    for (const [field, wanted] of people) {
      if (self !== undefined && wanted.includes(self)) {
        throw fieldError(field, 'Iemand kan niet zijn of haar eigen consultant zijn.');
      }
      const found = await repo.existingUsers(tx, wanted);
      if (wanted.some((id) => !found.has(id))) {
        throw fieldError(field, 'Kies bestaande mensen uit de lijst.');
      }
    }
    if (input.email && (await repo.emailTaken(tx, input.email, self))) {
      throw fieldError('email', 'Dit e-mailadres is al in gebruik.', 'existing_user_email');
    }
  }

  /** The columns of the fields given (display name from the names as they will be). */
  function columnsOf(input: PersonUpdate, before?: PersonSnapshot): Partial<PersonColumns> {
    const columns: Partial<PersonColumns> = {};
    if (input.voornaam !== undefined) columns.voornaam = input.voornaam;
    if (input.tussenvoegsel !== undefined) columns.tussenvoegsel = input.tussenvoegsel;
    if (input.achternaam !== undefined) columns.achternaam = input.achternaam;
    if (input.email !== undefined) columns.email = input.email.toLowerCase();
    if (input.roles !== undefined) columns.roles = [...new Set(input.roles)];
    if (input.functie !== undefined) columns.functieId = input.functie;
    if (input.dienstverband !== undefined) columns.dienstverbandId = input.dienstverband;
    if (input.urenmeter_enabled !== undefined) columns.urenmeterEnabled = input.urenmeter_enabled;
    if (input.urenmeter !== undefined) columns.urenmeter = input.urenmeter;
    if (columns.voornaam ?? columns.tussenvoegsel ?? columns.achternaam) {
      columns.displayName = displayNameOf({
        voornaam: columns.voornaam ?? before?.voornaam ?? '',
        tussenvoegsel: columns.tussenvoegsel ?? before?.tussenvoegsel ?? '',
        achternaam: columns.achternaam ?? before?.achternaam ?? '',
      });
    }
    return columns;
  }

  async function writeLists(tx: Tx, id: number, input: Partial<PersonLists>) {
    if (input.opdrachtgevers) await repo.setOpdrachtgevers(tx, id, unique(input.opdrachtgevers));
    if (input.ownedBy) await repo.setOwners(tx, id, unique(input.ownedBy));
    if (input.professionals) await repo.setProfessionals(tx, id, unique(input.professionals));
  }

  /** After a write: the directory and this person's session state afresh on every instance. */
  async function changed(id: number, actor: AuthenticatedUser): Promise<ColleagueEdit> {
    await Promise.all([users.changed(), deps.sessionsChanged(id)]);
    const answer = await users.get(id, { context: 'edit' }, actor);
    return (answer as { edit: ColleagueEdit }).edit;
  }

  async function audit(
    tx: Tx,
    actor: AuthenticatedUser,
    action: string,
    id: number,
    before: unknown,
  ) {
    const after = await repo.snapshot(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action,
      entityKind: 'user',
      entityId: id,
      before,
      after,
    });
  }

  /** A person's row, locked until the transaction ends. */
  async function lockedPerson(tx: Tx, id: number): Promise<PersonSnapshot> {
    // An id past PostgreSQL's integer is nobody (not a database error).
    if (!idSchema.safeParse(id).success) throw notFound();
    const before = await repo.snapshot(tx, id);
    if (!before) throw notFound();
    return before;
  }

  return {
    /** POST /wp/v2/users: the person, their invitation link and its mail, at once. */
    async create(input: PersonCreate, actor: AuthenticatedUser): Promise<ColleagueEdit> {
      checkAdminRole(actor, [], input.roles);
      const link = deps.links.newLink(INVITATION_LINK_HOURS);
      let id = 0;
      await deps.mailer.sendOnce(
        invitationMail({
          to: input.email.toLowerCase(),
          voornaam: input.voornaam,
          productName: deps.productName,
          url: link.url,
          hours: INVITATION_LINK_HOURS,
          kind: 'invitation',
        }),
        async (tx) => {
          await checkReferences(tx, input);
          const columns = columnsOf(input) as PersonColumns;
          id = await repo.insert(
            tx,
            columns,
            await repo.freeNicename(tx, columns.email),
            newSessionKey(),
          );
          await writeLists(tx, id, {
            opdrachtgevers: input.opdrachtgevers,
            ownedBy: input.owned_by,
            professionals: input.professionals,
          });
          await repo.storeLink(tx, id, link.tokenHash, link.expiresAt);
          await audit(tx, actor, 'user.create', id, null);
          return true;
        },
      );
      return changed(id, actor);
    },

    /** POST|PUT|PATCH /wp/v2/users/{id}: the fields given. */
    async update(
      id: number,
      input: PersonUpdate,
      actor: AuthenticatedUser,
    ): Promise<ColleagueEdit> {
      await repo.transaction(async (tx) => {
        const before = await lockedPerson(tx, id);
        checkTarget(actor, before);
        if (input.roles) checkAdminRole(actor, before.roles, input.roles);
        await checkReferences(tx, input, id);
        await repo.update(tx, id, columnsOf(input, before));
        await writeLists(tx, id, {
          opdrachtgevers: input.opdrachtgevers,
          ownedBy: input.owned_by,
          professionals: input.professionals,
        });
        await audit(tx, actor, 'user.update', id, before);
      });
      return changed(id, actor);
    },

    /** Ends every session of the person at once (every instance) and refuses new ones. */
    async deactivate(id: number, actor: AuthenticatedUser) {
      if (id === actor.id) {
        throw new WpHttpError(
          403,
          'rest_cannot_deactivate_self',
          'Je kunt jezelf niet deactiveren.',
        );
      }
      await repo.transaction(async (tx) => {
        const before = await lockedPerson(tx, id);
        checkTarget(actor, before);
        if (!before.active) return;
        await repo.deactivate(tx, id, newSessionKey());
        await audit(tx, actor, 'user.deactivate', id, before);
      });
      await changed(id, actor);
      return { success: true as const, message: 'De gebruiker is gedeactiveerd.' };
    },

    async reactivate(id: number, actor: AuthenticatedUser) {
      await repo.transaction(async (tx) => {
        const before = await lockedPerson(tx, id);
        checkTarget(actor, before);
        if (before.active) return;
        await repo.reactivate(tx, id);
        await audit(tx, actor, 'user.reactivate', id, before);
      });
      await changed(id, actor);
      return { success: true as const, message: 'De gebruiker is weer actief.' };
    },

    /** A new 72-hour link by e-mail; the person's earlier link stops working. */
    async sendSetPasswordLink(id: number, actor: AuthenticatedUser) {
      const link = deps.links.newLink(INVITATION_LINK_HOURS);
      const person = await repo.transaction((tx) => lockedPerson(tx, id));
      checkTarget(actor, person);
      if (!person.active) throw deactivated();
      await deps.mailer.sendOnce(
        invitationMail({
          to: person.email,
          voornaam: person.voornaam,
          productName: deps.productName,
          url: link.url,
          hours: INVITATION_LINK_HOURS,
          kind: 'new-link',
        }),
        async (tx) => {
          const before = await lockedPerson(tx, id);
          // Deactivated or given another address in between: no link to the old one.
          if (!before.active) throw deactivated();
          if (before.email !== person.email) throw notFound();
          await repo.storeLink(tx, id, link.tokenHash, link.expiresAt);
          // The link itself is never logged: only that one was sent and until when.
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'user.set_password_link',
            entityKind: 'user',
            entityId: id,
            before: null,
            after: { sentTo: person.email, expiresAt: link.expiresAt.toISOString() },
          });
          return true;
        },
      );
      return {
        success: true as const,
        message: `Er is een nieuwe link gestuurd naar ${person.email}.`,
        expires: link.expiresAt.toISOString(),
      };
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
