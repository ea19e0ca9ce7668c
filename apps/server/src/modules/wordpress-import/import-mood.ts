import { moodWeek, toIsoDate } from '@portal/contract/rules';
import { and, eq, ne } from 'drizzle-orm';
import { moodCheckins, posts } from '../../db/schema.js';
import { slugify } from '../content/slug.js';
import { fingerprintOf, importItem, SkipItem, type ImportContext } from './context.js';
import {
  gmtDateOf,
  objectOf,
  plainTitle,
  rawOf,
  refId,
  textOf,
  type WpObject,
} from './wp-fields.js';

/**
 * Moodtrackers as check-ins: a moodtracker post with its week row, as the dashboard's answer
 * makes them. A second answer of one person in one week (WordPress does not prevent it) is
 * left out with a remark: we keep one answer per week.
 */
export async function importMood(ctx: ImportContext): Promise<void> {
  ctx.progress.start('moodtrackers', 0);
  for await (const page of ctx.wp.all<WpObject>('wp/v2/moodtrackers', { status: 'publish' })) {
    ctx.progress.grow('moodtrackers', page.total);
    for (const raw of page.items) {
      if (ctx.signal.aborted) return;
      await importCheckIn(ctx, raw);
      ctx.progress.tick('moodtrackers');
    }
  }
  ctx.progress.finish('moodtrackers');
}

async function importCheckIn(ctx: ImportContext, raw: WpObject) {
  const wpId = Number(raw.id);
  const title = plainTitle(rawOf(raw.title)).slice(0, 200) || `Moodtracker ${wpId}`;
  const acf = objectOf(raw.acf);
  const userWpId = refId(acf.user) ?? refId(raw.author);
  const userId = ctx.map.ourId('users', userWpId);
  const mood = Number(textOf(acf.mood, 2));
  const at = gmtDateOf(raw.date_gmt) ?? gmtDateOf(raw.date);
  const skip = (reason: string) => ctx.report.skip('moodtrackers', wpId, title, reason);
  if (!Number.isInteger(mood) || mood < 1 || mood > 4)
    return skip(`mood "${textOf(acf.mood)}" is not 1 to 4`);
  if (!at) return skip('has no date');
  if (userId === undefined && !ctx.dryRun) return skip(`user ${userWpId ?? '?'} was not imported`);
  const consultant = ctx.map.ourId('users', refId(acf.rw_medewerker_to_notify)) ?? null;
  const weekStart = toIsoDate(moodWeek(at).monday);
  const acfValue = { user: userId, mood, rw_medewerker_to_notify: consultant };
  await importItem(ctx, {
    kind: 'moodtrackers',
    wpId,
    title,
    fingerprint: fingerprintOf([acfValue, at, weekStart]),
    write: async (tx, existing) => {
      const [taken] = await tx
        .select({ postId: moodCheckins.postId })
        .from(moodCheckins)
        .where(
          and(
            eq(moodCheckins.userId, userId!),
            eq(moodCheckins.weekStart, weekStart),
            ...(existing === undefined ? [] : [ne(moodCheckins.postId, existing)]),
          ),
        );
      if (taken)
        throw new SkipItem(`a second answer in the week of ${weekStart}; the first is kept`);
      if (existing !== undefined) {
        const [row] = await tx
          .update(posts)
          .set({ acf: acfValue, createdAt: at, modifiedAt: at, authorId: userId })
          .where(and(eq(posts.id, existing), eq(posts.type, 'moodtrackers')))
          .returning({ id: posts.id });
        if (!row) return undefined;
        await tx
          .update(moodCheckins)
          .set({ userId: userId!, weekStart, mood })
          .where(eq(moodCheckins.postId, existing));
        return existing;
      }
      const [row] = await tx
        .insert(posts)
        .values({
          type: 'moodtrackers',
          title,
          slug: `${slugify(title)}-wp-${wpId}`,
          status: 'publish',
          authorId: userId,
          acf: acfValue,
          createdAt: at,
          modifiedAt: at,
        })
        .returning({ id: posts.id });
      await tx.insert(moodCheckins).values({ postId: row!.id, userId: userId!, weekStart, mood });
      return row!.id;
    },
  });
}
