/** Shared shapes of the geo module; re-exported by geo-provider.ts, which is the module's entry point. */

export interface AddressSuggestion {
  id: string;
  description: string;
}

export interface Coordinates {
  lat: number;
  lon: number;
}

export interface AddressSource {
  /** Suggestions for what the user typed so far, best first. */
  suggest(input: string, limit?: number): Promise<AddressSuggestion[]>;
  /** Coordinates of a picked suggestion or free text; undefined when nothing matches. */
  locate(description: string): Promise<Coordinates | undefined>;
}

export interface DistanceSource {
  /** Driving distance in whole km; undefined when there is no route. */
  drivingKm(from: Coordinates, to: Coordinates): Promise<number | undefined>;
}

export interface GeoProvider {
  /**
   * Which addresses `suggest` knows (issue 14): 'offline' only place names, 'pdok' street
   * addresses too. Left out (a test's own provider): taken as 'offline'.
   */
  readonly addresses?: 'offline' | 'pdok';
  suggest(input: string): Promise<AddressSuggestion[]>;
  /** Whole km (at least 1 between two different places, 0 for the same place); undefined = an address could not be found or there is no route. */
  distanceKm(start: string, end: string): Promise<number | undefined>;
}

/** An upstream service failed (network error, timeout, unexpected status, bad body). */
export class GeoUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeoUnavailableError';
  }
}
