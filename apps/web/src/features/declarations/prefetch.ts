import { isMonthAccessible, todayInAmsterdam } from '@portal/contract/rules';
import { prefetchQuietly, type ScreenPrefetch } from '@/shared/routing/screen-prefetch';
import { declarationTypesQueryOptions } from './api/get-declaration-types';
import { monthSummaryQueryOptions } from './api/get-month-summary';
import { parseMonthParam, parseYearParam } from './paths';

/** The month and the declaration types, for a month the screen will show (it redirects others). */
export const prefetchMonth: ScreenPrefetch = async ({ api, queryClient, params }) => {
  const year = parseYearParam(params.jaar);
  const month = parseMonthParam(params.maand);
  if (year === null || month === null || !isMonthAccessible(year, month, todayInAmsterdam())) {
    return;
  }
  await Promise.all([
    prefetchQuietly(queryClient, monthSummaryQueryOptions(api, year, month)),
    prefetchQuietly(queryClient, declarationTypesQueryOptions(api)),
  ]);
};
