import type { MoodtrackerCreate, MoodtrackerPost } from '@portal/contract';
import { createMoodtracker } from '@portal/contract/endpoints/mood';
import type { Mood, MoodWeek } from '@portal/contract/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { dashboardKeys } from './query-keys';

export interface MoodAnswer {
  userId: number;
  mood: Mood;
  /** The first of the user's consultants (owned_by), who hears about a 3 or 4. */
  consultantId: number | null;
}

/** SPEC §3 "Moodtracker post": the title carries the moment of answering. */
export function moodtrackerPayload(answer: MoodAnswer, now: Date): MoodtrackerCreate {
  return {
    title: `Moodtracker ${now.toISOString()}`,
    status: 'publish',
    fields: {
      user: answer.userId,
      mood: answer.mood,
      rw_medewerker_to_notify: answer.consultantId,
    },
  };
}

/** Stores this week's answer; the card shows it straight from the server's reply. */
export function useAnswerMood(week: MoodWeek) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: MoodAnswer) =>
      api.call(createMoodtracker, { body: moodtrackerPayload(answer, new Date()) }),
    onSuccess: (post, answer) => {
      queryClient.setQueryData<MoodtrackerPost | null>(
        dashboardKeys.moodWeek(answer.userId, week.after),
        post,
      );
    },
  });
}
