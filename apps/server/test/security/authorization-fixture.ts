import type { Role } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { users } from '../../src/db/schema.js';
import { makeTextPdf } from '../../src/seed/demo-pdf.js';
import {
  createDeclarationMonth,
  createDeclarationRow,
  createFile,
  createMoodCheckin,
  createPost,
  createTerm,
  createUser,
  declarationTypeByTitle,
  DECLARATION_TYPE,
  storageOf,
  type FactoryUser,
} from '../factories/index.js';
import { login, type TestContext } from '../helpers/test-app.js';

/**
 * The people and data of the authorization matrix. The owner is a professional whom the
 * medewerker owns; `other` is a second professional. Everything the rows point at belongs to
 * the owner unless its name says otherwise.
 */

export const ACTORS = [
  'anonymous',
  'administrator',
  'editor',
  'beheerder',
  'medewerker',
  'owner',
  'other',
] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'anonymous'>;

export const ROLE_OF: Record<SignedInActor, Role> = {
  administrator: 'administrator',
  editor: 'editor',
  beheerder: 'beheerder',
  medewerker: 'medewerker',
  owner: 'professional',
  other: 'professional',
};

export interface Person {
  id: number;
  email: string;
  token: string;
  user: FactoryUser;
}

export interface MatrixData {
  people: Record<SignedInActor, Person>;
  /** The owner's declaration line with a receipt in the open November, and its signed link. */
  ownerRow: number;
  receipt: number;
  receiptLink: string;
  /** Its thumbnail (issue 25), signed as the link above. */
  receiptThumbnailLink: string;
  /** Submitted months (status sent) in September 2026. */
  months: { owner: number; other: number; medewerker: number; administrator: number };
  /** The one line of each of those months (issue 25: comments on a line). */
  monthLines: { owner: number; other: number; medewerker: number; administrator: number };
  files: { private: number; content: number; draft: number; picture: number };
  posts: {
    published: Record<string, number>;
    draft: Record<string, number>;
    /** Planned for next year, and in the bin: like drafts, only content readers see them. */
    future: Record<string, number>;
    trash: Record<string, number>;
  };
  terms: Record<string, number>;
  ownerMood: number;
  /** The id of "Overige kosten": a line type without required fields beyond an amount. */
  otherCostsType: number;
}

/** One request as an actor (their bearer token, none for anonymous). */
export type Send = (
  actor: Actor,
  request: InjectOptions,
  options?: { bearer?: boolean },
) => Promise<LightMyRequestResponse>;

export interface MatrixContext {
  ctx: TestContext;
  data: MatrixData;
  send: Send;
  /** A new sign-in of the actor: its own access token and refresh cookie. */
  freshLogin(actor: SignedInActor): Promise<{ token: string; refreshCookie: string }>;
  /** A new line of the owner in November 2026. */
  freshOwnerRow(): Promise<{ id: number }>;
  /** A new line of the owner with a receipt, added through the API: its id and signed link. */
  freshOwnerReceiptLine(): Promise<{
    id: number;
    link: string;
    thumbnail: string;
    receipt: number;
  }>;
  /** A new private file of the owner. */
  freshOwnerFile(): Promise<number>;
  /** A line of the actor's own on a date. */
  ownLine(actor: SignedInActor, date: string): Promise<void>;
  /** A new submitted month of a person, in a month no other call used. */
  freshSentMonth(actor: SignedInActor): Promise<number>;
}

export async function createMatrix(ctx: TestContext): Promise<MatrixContext> {
  // Per matrix, not per module: test files share a worker's modules (isolate: false), and a
  // counter carried over from another file reached the fixture's own months of 2026.
  let monthCounter = 0;
  const { db } = ctx.database;
  const storage = storageOf(ctx);
  const make = (roles: Role[], ownedBy?: number[]) => createUser(db, { roles, ownedBy });
  const administrator = await make(['administrator']);
  const editor = await make(['editor']);
  const beheerder = await make(['beheerder']);
  const medewerker = await make(['medewerker']);
  const owner = await make(['professional'], [medewerker.id]);
  const other = await make(['professional']);

  const picture = await createFile(db, storage, {
    ownerId: owner.id,
    title: 'Pasfoto',
    kind: 'profile-picture',
  });
  await db.update(users).set({ publicPictureId: picture.id }).where(eq(users.id, owner.id));
  const privateFile = await createFile(db, storage, {
    ownerId: owner.id,
    title: 'Privé',
    kind: 'receipt',
  });
  const contentFile = await createFile(db, storage, { title: 'Regeling' });
  const draftFile = await createFile(db, storage, { title: 'Concept' });
  const receipt = await createFile(db, storage, {
    ownerId: owner.id,
    title: 'Bon',
    kind: 'receipt',
  });

  const published: Record<string, number> = {};
  const draft: Record<string, number> = {};
  const future: Record<string, number> = {};
  const trash: Record<string, number> = {};
  for (const type of [
    'nieuws',
    'arbeidsvoorwaarden',
    'kennisbank',
    'bibliotheek',
    'functies',
    'intra_opdrachtgevers',
    'dienstverbanden',
  ] as const) {
    published[type] = (await createPost(db, type, { files: [{ id: contentFile.id }] })).id;
    draft[type] = (
      await createPost(db, type, { status: 'draft', files: [{ id: draftFile.id }] })
    ).id;
    future[type] = (
      await createPost(db, type, {
        status: 'future',
        createdAt: new Date(Date.now() + 365 * 86_400_000),
        files: [{ id: draftFile.id }],
      })
    ).id;
    trash[type] = (
      await createPost(db, type, { status: 'trash', files: [{ id: draftFile.id }] })
    ).id;
  }
  const terms = {
    arbeidsvoorwaarden_categorieen: (await createTerm(db, 'arbeidsvoorwaarden_categorieen')).id,
    kennisbank_categorieen: (await createTerm(db, 'kennisbank_categorieen')).id,
  };

  const ownerRow = await createDeclarationRow(db, {
    userId: owner.id,
    date: '2026-11-03',
    receiptFileId: receipt.id,
    description: 'Matrix bon',
  });
  await createDeclarationRow(db, {
    userId: owner.id,
    date: '2026-11-04',
    type: DECLARATION_TYPE.km,
    locationStart: 'Matrixstraat 1, Utrecht',
    locationEnd: 'Matrixplein 2, Amsterdam',
    kilometers: 40,
  });
  const sent = async (user: FactoryUser) => {
    const month = await createDeclarationMonth(db, {
      userId: user.id,
      year: 2026,
      month: 9,
      status: 'sent',
    });
    const line = await createDeclarationRow(db, { userId: user.id, date: '2026-09-15' });
    monthLines[user.id] = line.id;
    return month.id;
  };
  const monthLines: Record<number, number> = {};
  const months = {
    owner: await sent(owner),
    other: await sent(other),
    medewerker: await sent(medewerker),
    administrator: await sent(administrator),
  };
  // Last week's answer: the owner can still answer this week.
  const ownerMood = await createMoodCheckin(db, {
    userId: owner.id,
    mood: 3,
    at: new Date('2026-10-28T10:00:00Z'),
  });

  const otherCosts = await declarationTypeByTitle(db, DECLARATION_TYPE.other);
  const byActor = { administrator, editor, beheerder, medewerker, owner, other };
  const people = {} as Record<SignedInActor, Person>;
  for (const [actor, user] of Object.entries(byActor) as Array<[SignedInActor, FactoryUser]>) {
    const session = await user.signIn(ctx.app);
    people[actor] = { id: user.id, email: user.email, token: session.token, user };
  }

  const send: Send = (actor, request, options = {}) => {
    const bearer =
      actor !== 'anonymous' && options.bearer !== false
        ? { authorization: `Bearer ${people[actor].token}` }
        : {};
    return ctx.app.inject({ ...request, headers: { ...bearer, ...(request.headers ?? {}) } });
  };

  const summary = await send('owner', {
    method: 'GET',
    url: '/wp-json/custom/v1/declarations/summary?year=2026&month=11',
  });
  const rows = (
    summary.json() as {
      rows: Array<{
        id: number;
        receipt: { restricted_view_url: string; thumbnail_url: string } | null;
      }>;
    }
  ).rows;
  const ownerReceipt = rows.find((row) => row.id === ownerRow.id)?.receipt;
  if (!ownerReceipt) throw new Error(`no receipt link: ${summary.body}`);
  const receiptLink = ownerReceipt.restricted_view_url;

  return {
    ctx,
    send,
    data: {
      people,
      ownerRow: ownerRow.id,
      receipt: receipt.id,
      receiptLink,
      receiptThumbnailLink: ownerReceipt.thumbnail_url,
      months,
      monthLines: {
        owner: monthLines[owner.id]!,
        other: monthLines[other.id]!,
        medewerker: monthLines[medewerker.id]!,
        administrator: monthLines[administrator.id]!,
      },
      files: {
        private: privateFile.id,
        content: contentFile.id,
        draft: draftFile.id,
        picture: picture.id,
      },
      posts: { published, draft, future, trash },
      terms,
      ownerMood: ownerMood.id,
      otherCostsType: otherCosts.id,
    },
    async freshLogin(actor) {
      const { token, refreshCookie } = await login(ctx.app, people[actor].email);
      return { token, refreshCookie };
    },
    async freshOwnerRow() {
      const row = await createDeclarationRow(db, {
        userId: owner.id,
        date: '2026-11-05',
        description: `Regel ${(monthCounter += 1)}`,
      });
      return { id: row.id };
    },
    async freshOwnerReceiptLine() {
      const response = await send('owner', {
        method: 'POST',
        url: '/wp-json/custom/v1/declarations/add-declaration-row',
        payload: {
          declaration_type: otherCosts.id,
          date: '2026-11-05',
          amount: 3,
          description: `Bon ${(monthCounter += 1)}`,
          receipt: {
            name: 'bon.pdf',
            type: 'application/pdf',
            base64: makeTextPdf(['Bon']).toString('base64'),
          },
        },
      });
      const row = (
        response.json() as {
          row?: {
            id: number;
            receipt: { id: number; restricted_view_url: string; thumbnail_url: string };
          };
        }
      ).row;
      if (!row?.receipt) throw new Error(`add-declaration-row: ${response.body}`);
      return {
        id: row.id,
        link: row.receipt.restricted_view_url,
        thumbnail: row.receipt.thumbnail_url,
        receipt: row.receipt.id,
      };
    },
    async freshOwnerFile() {
      return (
        await createFile(db, storage, { ownerId: owner.id, title: 'Ander privé', kind: 'receipt' })
      ).id;
    },
    async ownLine(actor, date) {
      await createDeclarationRow(db, { userId: people[actor].id, date });
    },
    async freshSentMonth(actor) {
      monthCounter += 1;
      const month = await createDeclarationMonth(db, {
        userId: people[actor].id,
        year: 2020 + Math.floor(monthCounter / 12),
        month: (monthCounter % 12) + 1,
        status: 'sent',
      });
      return month.id;
    },
  };
}
