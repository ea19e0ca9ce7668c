import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  signInAll,
  useContentApp,
  WP,
  type ListedPost,
  type Session,
} from '../content/content-helpers.js';

/**
 * Mood privacy stated once (docs/product-rules.md, "Mood check-in"): the mood overview and
 * GET /wp/v2/moodtrackers show the same people to the same roles. Daan is femke's
 * professional; ruben is a medewerker who is not his consultant. The seed has daan's answers of
 * the last two weeks.
 */
const ctx = useContentApp();
const OVERVIEW = '/wp-json/custom/v1/mood/overview?weeks=8';
const DAAN_LIST = (id: number) => `${WP}/moodtrackers?acf_user=${id}&per_page=100`;

let daan: Session, femke: Session, ruben: Session;
let beheer: Session, admin: Session, redactie: Session;
let daanAnswers: ListedPost[];

beforeAll(async () => {
  [daan, femke, ruben, beheer, admin, redactie] = await signInAll(ctx.app, [
    'daan',
    'femke',
    'ruben',
    'beheer',
    'admin',
    'redactie',
  ] as const);
  daanAnswers = (await call(ctx.app, daan, DAAN_LIST(daan.id))).json() as ListedPost[];
  expect(daanAnswers.length).toBeGreaterThanOrEqual(2);
});

const sessionOf = (role: string) =>
  ({
    professional: daan,
    'medewerker-consultant': femke,
    'medewerker-not-consultant': ruben,
    beheerder: beheer,
    administrator: admin,
    editor: redactie,
  })[role]!;

/** Who sees daan's answers, by the rule; the overview is only for staff (403 otherwise). */
const SEES_DAAN: Array<[string, boolean, 'overview' | 403]> = [
  ['professional', true, 403],
  ['medewerker-consultant', true, 'overview'],
  ['medewerker-not-consultant', false, 'overview'],
  ['beheerder', true, 'overview'],
  ['administrator', true, 'overview'],
  ['editor', false, 403],
];

describe('GET /wp/v2/moodtrackers: daan’s answers', () => {
  it.each(SEES_DAAN)('%s sees them: %s', async (role, sees) => {
    const session = sessionOf(role);
    const list = await call(ctx.app, session, DAAN_LIST(daan.id));
    expect(list.statusCode).toBe(200);
    const ids = (list.json() as ListedPost[]).map((post) => post.id);
    expect(ids).toEqual(sees ? daanAnswers.map((post) => post.id) : []);
    expect(list.headers['x-wp-total']).toBe(String(sees ? daanAnswers.length : 0));

    const one = await call(ctx.app, session, `${WP}/moodtrackers/${daanAnswers[0]!.id}`);
    expect(one.statusCode).toBe(sees ? 200 : 404);
  });

  it('shows the beheerder every answer without naming a user, like the administrator', async () => {
    const all = async (session: Session) =>
      ((await call(ctx.app, session, `${WP}/moodtrackers?per_page=100`)).json() as ListedPost[])
        .map((post) => post.id)
        .sort();
    const everyone = await all(admin);
    expect(everyone.length).toBeGreaterThan(daanAnswers.length);
    expect(await all(beheer)).toEqual(everyone);
  });
});

describe('GET mood/overview: daan’s answers', () => {
  it.each(SEES_DAAN)('%s sees them: %s (or 403)', async (role, sees, overview) => {
    const response = await call(ctx.app, sessionOf(role), OVERVIEW);
    if (overview === 403) {
      expect(response.statusCode).toBe(403);
      return;
    }
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      consultants: Array<{ professionals: Array<{ id: number; answers: unknown[] }> }>;
    };
    const row = body.consultants
      .flatMap((consultant) => consultant.professionals)
      .find((professional) => professional.id === daan.id);
    expect(row?.answers.length ?? 0).toBe(sees ? daanAnswers.length : 0);
  });
});
