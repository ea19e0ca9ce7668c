import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAssignment,
  createDeclarationMonth,
  createDeclarationRow,
  createFile,
  createPost,
  createUser,
  storageOf,
  type SignedInUser,
} from '../factories/index.js';
import { signIn, type Session } from '../helpers/session.js';
import { useTestApp } from '../helpers/test-app.js';

/**
 * Signed links die with access (issue 24 point 5, docs/file-access.md): a receipt, assignment-PDF
 * or file link is checked again when it is served. A viewer who was deactivated gets the refusal
 * of an expired link (403); one who may no longer see the thing gets what the route answers
 * anyone who may not see it (404), and the others' links keep working.
 */
const ctx = useTestApp();
const PEOPLE = '/wp-json/intranet/v1/users';
const USERS = '/wp-json/wp/v2/users';

let admin: Session;

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
});

const adminCall = (method: 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${admin.token}` }, payload });

async function deactivate(id: number) {
  expect((await adminCall('POST', `${PEOPLE}/${id}/deactivate`)).statusCode).toBe(200);
}

async function dropConsultants(professionalId: number) {
  expect(
    (await adminCall('PATCH', `${USERS}/${professionalId}`, { owned_by: [] })).statusCode,
  ).toBe(200);
}

/** A professional with a consultant, both signed in. */
async function pair() {
  const consultant = await createUser(ctx.database.db, { roles: ['medewerker'] });
  const professional = await createUser(ctx.database.db, { ownedBy: [consultant.id] });
  return {
    consultant: await consultant.signIn(ctx.app),
    professional: await professional.signIn(ctx.app),
  };
}

const open = (url: string) => ctx.app.inject({ method: 'GET', url });

/** A GET with the viewer's bearer token that must answer 200. */
async function readAs(viewer: SignedInUser | Session, url: string) {
  const answer = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${viewer.token}` },
  });
  expect(answer.statusCode).toBe(200);
  return answer;
}

/** The viewer may no longer see it: the route's 404, while `stillWorking` opens. */
async function expectGone(url: string, code: string, stillWorking: string) {
  const answer = await open(url);
  expect(answer.statusCode).toBe(404);
  expect(answer.json()).toMatchObject({ code, data: { status: 404 } });
  expect((await open(stillWorking)).statusCode).toBe(200);
}

/** The link with its signature changed: refused as an expired link is (the same check). */
function tampered(url: string) {
  const link = new URL(url, 'http://localhost');
  const signature = link.searchParams.get('signature')!;
  link.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
  return `${link.pathname}${link.search}`;
}

async function expectRefusedAsExpired(url: string) {
  const answer = await open(url);
  expect(answer.statusCode).toBe(403);
  expect(answer.json()).toEqual((await open(tampered(url))).json());
}

describe('a receipt link', () => {
  /** A submitted month of the professional with one receipt, and the consultant's review link. */
  async function receiptLinks() {
    const people = await pair();
    const receipt = await createFile(ctx.database.db, storageOf(ctx), {
      ownerId: people.professional.id,
      kind: 'receipt',
    });
    const month = await createDeclarationMonth(ctx.database.db, {
      userId: people.professional.id,
      year: 2026,
      month: 10,
      status: 'sent',
    });
    await createDeclarationRow(ctx.database.db, {
      userId: people.professional.id,
      date: '2026-10-15',
      receiptFileId: receipt.id,
    });
    const linkOf = async (viewer: SignedInUser | Session) => {
      const url =
        viewer.id === people.professional.id
          ? '/wp-json/custom/v1/declarations/summary?year=2026&month=10'
          : `/wp-json/custom/v1/declarations/review/${month.id}`;
      const answer = await readAs(viewer, url);
      const match = answer.body.match(/"restricted_view_url":"([^"]+)"/);
      return JSON.parse(`"${match![1]}"`) as string;
    };
    return { ...people, receipt, linkOf, consultantLink: await linkOf(people.consultant) };
  }

  it('works for the consultant, and is refused as expired once they are deactivated', async () => {
    const { consultant, professional, linkOf, consultantLink } = await receiptLinks();
    expect((await open(consultantLink)).statusCode).toBe(200);
    const ownLink = await linkOf(professional);
    const adminLink = await linkOf(admin);

    await deactivate(consultant.id);
    await expectRefusedAsExpired(consultantLink);
    expect((await open(ownLink)).statusCode).toBe(200);
    expect((await open(adminLink)).statusCode).toBe(200);
  });

  it('answers 404 once the viewer is no longer the owner’s consultant', async () => {
    const { professional, linkOf, consultantLink } = await receiptLinks();
    const ownLink = await linkOf(professional);
    await dropConsultants(professional.id);
    await expectGone(consultantLink, 'rest_file_invalid_id', ownLink);
  });

  it('is refused as expired for its owner once they are deactivated', async () => {
    const { professional, linkOf } = await receiptLinks();
    const ownLink = await linkOf(professional);
    await deactivate(professional.id);
    await expectRefusedAsExpired(ownLink);
  });
});

describe('an assignment-PDF link', () => {
  async function pdfLinks() {
    const people = await pair();
    const { id } = await createAssignment(ctx.database.db, {
      professionalId: people.professional.id,
    });
    const linkOf = async (viewer: SignedInUser | Session) => {
      const answer = await readAs(viewer, `/wp-json/wp/v2/assignments/${id}`);
      return answer.json().pdf_url as string;
    };
    return { ...people, linkOf, consultantLink: await linkOf(people.consultant) };
  }

  it('works for the consultant, and is refused as expired once they are deactivated', async () => {
    const { consultant, professional, linkOf, consultantLink } = await pdfLinks();
    expect((await open(consultantLink)).statusCode).toBe(200);
    const ownLink = await linkOf(professional);

    await deactivate(consultant.id);
    await expectRefusedAsExpired(consultantLink);
    expect((await open(ownLink)).statusCode).toBe(200);
  });

  it('answers 404 once the viewer is no longer the professional’s consultant', async () => {
    const { professional, linkOf, consultantLink } = await pdfLinks();
    const ownLink = await linkOf(professional);
    await dropConsultants(professional.id);
    await expectGone(consultantLink, 'rest_post_invalid_id', ownLink);
  });
});

describe('a file link (/intranet/v1/files/{id}/view)', () => {
  /** A document of a published news item, and the links handed to two colleagues. */
  async function fileLinks() {
    const people = await pair();
    const file = await createFile(ctx.database.db, storageOf(ctx));
    const post = await createPost(ctx.database.db, 'nieuws', { files: [{ id: file.id }] });
    const linkOf = async (viewer: SignedInUser | Session) => {
      const answer = await readAs(viewer, `/wp-json/intranet/v1/files/${file.id}`);
      return answer.json().source_url as string;
    };
    return { ...people, post, linkOf };
  }

  it('works for a colleague, and is refused as expired once they are deactivated', async () => {
    const { consultant, professional, linkOf } = await fileLinks();
    const theirs = await linkOf(consultant);
    const other = await linkOf(professional);
    expect((await open(theirs)).statusCode).toBe(200);

    await deactivate(consultant.id);
    await expectRefusedAsExpired(theirs);
    expect((await open(other)).statusCode).toBe(200);
  });

  it('answers 404 once the viewer may no longer see the file (its post unpublished)', async () => {
    const { professional, post, linkOf } = await fileLinks();
    const link = await linkOf(professional);
    const adminLink = await linkOf(admin);
    const unpublish = await adminCall('POST', `/wp-json/wp/v2/nieuws/${post.id}`, {
      status: 'draft',
    });
    expect(unpublish.statusCode).toBe(200);
    await expectGone(link, 'rest_file_invalid_id', adminLink);
  });
});
