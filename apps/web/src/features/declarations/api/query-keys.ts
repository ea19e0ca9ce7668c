/** One tree under 'declarations', so a change can refresh a month, a year or the lot. */
export const declarationKeys = {
  all: ['declarations'] as const,
  year: (year: number) => ['declarations', 'year', year] as const,
  month: (year: number, month: number) => ['declarations', 'month', year, month] as const,
  types: ['declarations', 'types'] as const,
  recentLocations: ['declarations', 'recent-locations'] as const,
  addressProvider: ['declarations', 'address-provider'] as const,
  searchLocations: (input: string) => ['declarations', 'search-locations', input] as const,
  duplicatesAll: ['declarations', 'duplicates'] as const,
  duplicates: (query: object | null) => ['declarations', 'duplicates', query] as const,
  kilometers: (start: string, end: string) => ['declarations', 'kilometers', start, end] as const,
  review: ['declarations', 'review'] as const,
  reviewList: (filters: { status: string; year?: number; month?: number }) =>
    ['declarations', 'review', 'list', filters] as const,
  reviewMonth: (monthId: number) => ['declarations', 'review', 'month', monthId] as const,
};
