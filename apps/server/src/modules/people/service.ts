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
import { checkAccount, checkReferences, checkRoles, checkUpdate, emailChange } from './checks.js';
import { emailChangedMail } from './email-changed-mail.js';
import { invitationMail } from './invitation-mail.js';
import type { PeopleRepository, PersonColumns, PersonLists, PersonSnapshot } from './repository.js';

type Tx = Parameters<Parameters<PeopleRepository['transaction']>[0]>[0];

const deactivated = () =>
  new WpHttpError(
    409,
    'rest_user_deactivated',
    'Deze gebruiker is gedeactiveerd; activeer hem of haar eerst weer.',
  );
const notFound = () => new WpHttpError(404, 'rest_user_invalid_id', 'Invalid user ID.');

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
      checkRoles(actor, [], input.roles);
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
          await checkReferences(repo, tx, actor, input);
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
      await deps.mailer.transaction(async (tx) => {
        const before = await lockedPerson(tx, id);
        checkUpdate(actor, id, before, input);
        await checkReferences(repo, tx, actor, input, { ...before, id });
        await repo.update(tx, id, columnsOf(input, before));
        await writeLists(tx, id, {
          opdrachtgevers: input.opdrachtgevers,
          ownedBy: input.owned_by,
          professionals: input.professionals,
        });
        await audit(tx, actor, 'user.update', id, before);
        if (!emailChange(before.email, input.email)) return { result: undefined, mails: [] };
        // A link mailed to the old address (a typing error, someone who left) opens nothing.
        await repo.endLinks(tx, id);
        const notice = emailChangedMail({
          to: before.email,
          voornaam: before.voornaam,
          productName: deps.productName,
        });
        return { result: undefined, mails: [notice] };
      });
      return changed(id, actor);
    },

    /** Ends every session of the person at once (every instance) and refuses new ones. */
    async deactivate(id: number, actor: AuthenticatedUser) {
      await repo.transaction(async (tx) => {
        const before = await lockedPerson(tx, id);
        checkAccount(actor, { id, roles: before.roles }, 'deactivate');
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
        checkAccount(actor, { id, roles: before.roles }, 'reactivate');
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
      checkAccount(actor, { id, roles: person.roles }, 'link');
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
          // Given a role only an administrator manages in between: the rule holds still.
          checkAccount(actor, { id, roles: before.roles }, 'link');
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
