import {
  functiesQueryOptions,
  opdrachtgeversQueryOptions,
} from '@/shared/content/get-functies-opdrachtgevers';
import { prefetchQuietly, type ScreenPrefetch } from '@/shared/routing/screen-prefetch';
import { assignmentQueryOptions } from './api/get-assignment';
import { assignmentsQueryOptions } from './api/get-assignments';
import { parseAssignmentId } from './paths';

/** The list and the names its rows need, while the screen's code loads. */
export const prefetchAssignments: ScreenPrefetch = ({ api, queryClient }) =>
  Promise.all([
    prefetchQuietly(queryClient, assignmentsQueryOptions(api)),
    prefetchQuietly(queryClient, functiesQueryOptions(api)),
    prefetchQuietly(queryClient, opdrachtgeversQueryOptions(api)),
  ]);

/** The assignment of the address, while the detail's code loads (the screen redirects others). */
export const prefetchAssignment: ScreenPrefetch = async ({ api, queryClient, params }) => {
  const id = parseAssignmentId(params.opdracht);
  if (id !== null) await prefetchQuietly(queryClient, assignmentQueryOptions(api, id));
};
