import type { MoodtrackerPost } from '@portal/contract';
import { changeMoodtracker } from '@portal/contract/endpoints/mood';
import type { Mood, MoodWeek } from '@portal/contract/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { dashboardKeys } from './query-keys';

/** Changes this week's answer (issue 25 item 6); the card shows the server's reply at once. */
export function useChangeMood(week: MoodWeek, userId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, mood }: { postId: number; mood: Mood }) =>
      api.call(changeMoodtracker, { params: { id: postId }, body: { fields: { mood } } }),
    onSuccess: (post) => {
      queryClient.setQueryData<MoodtrackerPost | null>(
        dashboardKeys.moodWeek(userId, week.after),
        post,
      );
    },
  });
}
