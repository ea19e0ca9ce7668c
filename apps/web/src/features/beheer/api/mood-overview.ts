import { followUpMood, getMoodOverview } from '@portal/contract/endpoints/mood-overview';
import type { SuccessBody } from '@portal/contract/endpoints/define';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';

export type MoodOverview = SuccessBody<typeof getMoodOverview>;
const keys = { all: ['mood-overview'] as const };

export function useMoodOverview(weeks: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...keys.all, weeks],
    queryFn: ({ signal }) => api.call(getMoodOverview, { query: { weeks }, signal }),
  });
}

export function useFollowUpMood() {
  const api = useApiClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      id: number;
      action: 'gebeld' | 'gesprek' | 'gemaild' | 'anders';
      note: string;
    }) =>
      api.call(followUpMood, {
        params: { id: input.id },
        body: { action: input.action, note: input.note },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
