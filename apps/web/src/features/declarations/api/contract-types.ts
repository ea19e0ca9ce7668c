import type {
  addDeclarationRow,
  getRecentLocations,
} from '@portal/contract/endpoints/declarations';
import type {
  getReviewMonth,
  getReviewQueue,
} from '@portal/contract/endpoints/declarations-review';
import type { SuccessBody } from '@portal/contract/endpoints/define';
import type { searchLocations } from '@portal/contract/endpoints/geo';

/** Names for parts of the endpoints' answers, read from their definitions in the contract. */
export type RowMutationResponse = SuccessBody<typeof addDeclarationRow>;
export type RecentLocation = SuccessBody<typeof getRecentLocations>['locations'][number];
export type AddressSuggestion = SuccessBody<typeof searchLocations>['locations'][number];
export type ReviewListItem = SuccessBody<typeof getReviewQueue>['months'][number];
export type ReviewMonthResponse = SuccessBody<typeof getReviewMonth>;
export type DeclarationComment = ReviewMonthResponse['comments'][number];
export type HistoryEntry = ReviewMonthResponse['history'][number];
