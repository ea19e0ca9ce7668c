import {
  idSchema,
  moodNeedsFollowUp,
  moodWeek,
  toIsoDate,
  type Mood,
  type moodtrackerCreateSchema,
  type MoodtrackerPost,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { errorForLog } from '../../http/database-errors.js';
import { forbidden, unprocessable } from '../../http/errors.js';
import { invalidPostId } from '../../http/wp-errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import { postTypeConfig } from '../content/post-types.js';
import type { ContentRepository } from '../content/repository.js';
import { wholeSeconds, type ContentService } from '../content/service.js';
import { slugify } from '../content/slug.js';
import type { Mailer } from '../mail/mailer.js';
import { moodFollowUpMail } from './mood-mail.js';
import { createMoodNotifications } from './mood-notifications.js';
import type { Notifier } from '../notifications/notify.js';
import type { MoodRepository } from './repository.js';

type CheckIn = z.output<typeof moodtrackerCreateSchema>;

const MOODTRACKERS = postTypeConfig('moodtrackers')!;

/** PostgreSQL's unique_violation on the given index, wherever drizzle wrapped it. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === '23505' && name === constraint) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function createMoodService(deps: {
  repo: MoodRepository;
  posts: ContentRepository;
  content: ContentService;
  mailer: Mailer;
  now: () => Date;
  productName: string;
  log: FastifyBaseLogger;
  /** A 3 or 4 tells the consultants in the portal too (docs/notifications.md). */
  notifier: Notifier;
}) {
  const { repo, mailer, log } = deps;
  const notes = createMoodNotifications(deps.notifier);

  async function notifyConsultant(
    consultant: Awaited<ReturnType<MoodRepository['person']>>,
    userId: number,
    mood: Mood,
    week: ReturnType<typeof moodWeek>,
  ) {
    const professional = await repo.person(userId);
    if (!consultant || !professional) {
      log.info({ userId, mood }, 'mood check-in needs follow-up but the user has no consultant');
      return;
    }
    // The mail is mood_worrying's direct mail: a consultant who chose a digest or none gets it so.
    if ((await repo.mailModeOf(consultant.id, 'mood_worrying')) !== 'direct') return;
    await mailer.send(
      moodFollowUpMail({ consultant, professional, mood, week, productName: deps.productName }),
    );
  }

  /**
   * A 3 or 4 e-mails the consultant (while their mood_worrying mail is direct); the answer is
   * saved whatever happens to the e-mail. The portal's notification went with the answer.
   */
  async function followUp(
    consultant: Awaited<ReturnType<MoodRepository['person']>>,
    userId: number,
    mood: Mood,
    week: ReturnType<typeof moodWeek>,
  ) {
    if (!moodNeedsFollowUp(mood)) return;
    await notifyConsultant(consultant, userId, mood, week).catch((error: unknown) =>
      log.error({ error: errorForLog(error), userId }, 'mood follow-up mail failed'),
    );
  }

  return {
    /**
     * PATCH /wp/v2/moodtrackers/{id} (issue 25 item 6): the owner changes this week's answer.
     * A change to a 3 or 4 worse than the answer the consultant was last mailed about e-mails
     * them (at most two mails a check-in: a 3, then a 4).
     */
    async changeMood(viewer: AuthenticatedUser, postId: number, mood: Mood) {
      const checkin = idSchema.safeParse(postId).success ? await repo.checkinOf(postId) : undefined;
      if (!checkin) throw invalidPostId();
      if (checkin.userId !== viewer.id) {
        throw forbidden('Je kunt alleen je eigen stemming wijzigen.');
      }
      const at = wholeSeconds(deps.now());
      const week = moodWeek(at);
      if (checkin.weekStart !== toIsoDate(week.monday)) {
        throw unprocessable(
          'mood_week_over',
          'Je kunt alleen het antwoord van deze week wijzigen.',
        );
      }
      if (checkin.mood !== mood) {
        const mail = await repo.changeMood(postId, mood, at, (tx) =>
          notes.worrying(tx, { postId, userId: viewer.id, mood }),
        );
        await deps.content.forgetCachedLists();
        const post = (await deps.content.get(MOODTRACKERS, postId, viewer)) as MoodtrackerPost;
        if (!mail) return post;
        const named = post.acf.rw_medewerker_to_notify;
        const owners = await repo.ownersOf(viewer.id);
        await followUp(
          owners.find((owner) => owner.id === named) ?? owners[0],
          viewer.id,
          mood,
          week,
        );
        return post;
      }
      return (await deps.content.get(MOODTRACKERS, postId, viewer)) as MoodtrackerPost;
    },

    /**
     * POST /wp/v2/moodtrackers: the signed-in user's answer for this week. The unique
     * (user, week) index decides between two answers at once; the loser gets the 422.
     */
    async checkIn(viewer: AuthenticatedUser, body: CheckIn) {
      const fields = (body.fields ?? body.acf)!;
      if (fields.user !== viewer.id) {
        throw forbidden('Je kunt alleen je eigen stemming doorgeven.');
      }
      const mood = fields.mood as Mood;
      const at = wholeSeconds(deps.now());
      const week = moodWeek(at);
      const owners = await repo.ownersOf(viewer.id);
      const wanted = fields.rw_medewerker_to_notify ?? null;
      const consultant = owners.find((owner) => owner.id === wanted) ?? owners[0];
      const title = body.title || `Moodtracker ${at.toISOString()}`;

      let id: number;
      try {
        id = await deps.posts.insertPost(
          {
            type: 'moodtrackers',
            title,
            slug: slugify(title),
            status: 'publish',
            authorId: viewer.id,
            acf: { user: viewer.id, mood, rw_medewerker_to_notify: consultant?.id ?? null },
            createdAt: at,
            modifiedAt: at,
          },
          { termIds: [], fileIds: [] },
          repo.recordCheckin(
            { userId: viewer.id, weekStart: toIsoDate(week.monday), mood },
            (tx, postId) => notes.worrying(tx, { postId, userId: viewer.id, mood }),
          ),
        );
      } catch (error) {
        if (isUniqueViolation(error, 'mood_checkins_user_week_idx')) {
          throw unprocessable(
            'mood_already_answered',
            'Je hebt deze week je stemming al doorgegeven.',
          );
        }
        throw error;
      }
      await deps.content.forgetCachedLists();

      await followUp(consultant, viewer.id, mood, week);
      // The post as GET /wp/v2/moodtrackers/{id} answers it, acf being the fields written above.
      return (await deps.content.get(MOODTRACKERS, id, viewer)) as MoodtrackerPost;
    },
  };
}

export type MoodService = ReturnType<typeof createMoodService>;
