import { moodWeek, seesEveryMoodAnswer, toIsoDate } from '@portal/contract';
import { forbidden, unprocessable, WpHttpError } from '../../http/errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { MoodOverviewRepository } from './overview-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Mondays of the last `count` weeks, oldest first, ending with this week's. */
export function weekStarts(monday: string, count: number): string[] {
  const last = Date.parse(`${monday}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(last - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * The mood overview (issue 13): administrator and beheerder see every consultant's
 * professionals, a medewerker only their own; the route lets no other role in.
 */
export function createMoodOverviewService(deps: { repo: MoodOverviewRepository; now: () => Date }) {
  const { repo } = deps;
  const scopeOf = (user: AuthenticatedUser) =>
    seesEveryMoodAnswer(user.roles) ? undefined : user.id;

  return {
    async overview(user: AuthenticatedUser, weekCount: number) {
      const scope = scopeOf(user);
      const weeks = weekStarts(toIsoDate(moodWeek(deps.now()).monday), weekCount);
      const [pairs, answers, open] = await Promise.all([
        repo.pairs(scope, weeks[0]!),
        repo.answers(scope, weeks[0]!),
        repo.open(scope),
      ]);
      const byUser = new Map<number, Array<{ week: string; mood: number }>>();
      for (const answer of answers) {
        const list = byUser.get(answer.user_id) ?? [];
        list.push({ week: answer.week, mood: answer.mood });
        byUser.set(answer.user_id, list);
      }
      const consultants = new Map<
        number,
        {
          id: number;
          name: string;
          professionals: Array<{
            id: number;
            name: string;
            answers: Array<{ week: string; mood: number }>;
          }>;
        }
      >();
      for (const pair of pairs) {
        const id = pair.consultant_id ?? 0;
        const group = consultants.get(id) ?? {
          id,
          name: pair.consultant_name ?? 'Zonder consultant',
          professionals: [],
        };
        group.professionals.push({
          id: pair.user_id,
          name: pair.name,
          answers: byUser.get(pair.user_id) ?? [],
        });
        consultants.set(id, group);
      }
      return {
        success: true as const,
        weeks,
        consultants: [...consultants.values()],
        open: open.map((o) => ({
          id: o.id,
          user: { id: o.user_id, name: o.name },
          week: o.week,
          mood: o.mood,
        })),
      };
    },

    async followUp(
      user: AuthenticatedUser,
      checkinId: number,
      input: { action: string; note: string },
    ) {
      const checkin = await repo.checkin(checkinId);
      if (!checkin) {
        throw new WpHttpError(404, 'mood_answer_invalid_id', 'Dit antwoord bestaat niet.');
      }
      const scope = scopeOf(user);
      if (scope !== undefined && !(await repo.isOwnedBy(checkin.user_id, scope))) {
        throw forbidden('Je mag alleen antwoorden van je eigen professionals opvolgen.');
      }
      if (checkin.mood < 3) {
        throw unprocessable('mood_not_worrying', 'Alleen antwoorden 3 en 4 worden opgevolgd.');
      }
      await repo.followUp({ checkinId, actorId: user.id, ...input });
      return { success: true as const, message: 'Opgevolgd' };
    },
  };
}

export type MoodOverviewService = ReturnType<typeof createMoodOverviewService>;
