import type {
  calculateKilometersResponseSchema,
  recentLocationsResponseSchema,
  reviewListResponseSchema,
  reviewMonthResponseSchema,
  rowMutationResponseSchema,
  searchLocationsResponseSchema,
  successMessageSchema,
} from '@portal/contract';

/**
 * Response types the contract has as schemas only. Read from the schema's output type, so they
 * follow the contract without the web app depending on zod.
 */
type Output<Schema extends { _zod: { output: unknown } }> = Schema['_zod']['output'];

export type RowMutationResponse = Output<typeof rowMutationResponseSchema>;
export type SuccessMessage = Output<typeof successMessageSchema>;
export type RecentLocationsResponse = Output<typeof recentLocationsResponseSchema>;
export type RecentLocation = RecentLocationsResponse['locations'][number];
export type SearchLocationsResponse = Output<typeof searchLocationsResponseSchema>;
export type AddressSuggestion = SearchLocationsResponse['locations'][number];
export type CalculateKilometersResponse = Output<typeof calculateKilometersResponseSchema>;
export type ReviewListResponse = Output<typeof reviewListResponseSchema>;
export type ReviewListItem = ReviewListResponse['months'][number];
export type ReviewMonthResponse = Output<typeof reviewMonthResponseSchema>;
export type DeclarationComment = ReviewMonthResponse['comments'][number];
export type HistoryEntry = ReviewMonthResponse['history'][number];
