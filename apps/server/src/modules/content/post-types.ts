import {
  perPageMax,
  POST_TYPES,
  seesEveryMoodAnswer,
  taxonomyOfType,
  type PostType,
  type Taxonomy,
} from '@portal/contract';

/** What the generic /wp/v2/{type} routes need to know about a post type. */
export interface PostTypeConfig {
  type: PostType;
  maxPerPage: number;
  /** The category taxonomy whose ids each item lists and that filters the list. */
  taxonomy?: Taxonomy;
  /** News answers `author` as {id, firstName, lastName, name} (SPEC §3). */
  authorObject: boolean;
  /**
   * Moodtrackers are personal: visible to the user they are about, the consultants who own
   * that user, administrators and beheerders (personalScope).
   */
  personal: boolean;
}

const CONFIGS = new Map<string, PostTypeConfig>(
  POST_TYPES.map((type) => [
    type,
    {
      type,
      maxPerPage: perPageMax(type),
      taxonomy: taxonomyOfType(type),
      authorObject: type === 'nieuws',
      personal: type === 'moodtrackers',
    },
  ]),
);

export function postTypeConfig(type: string): PostTypeConfig | undefined {
  return CONFIGS.get(type);
}

/**
 * Whose personal posts a viewer sees: undefined for everyone's, else the viewer's id (their own
 * and their professionals'). The same rule as the mood overview's, `seesEveryMoodAnswer`.
 */
export function personalScope(
  config: PostTypeConfig,
  viewer: { id: number; roles: readonly string[] },
): number | undefined {
  return config.personal && !seesEveryMoodAnswer(viewer.roles) ? viewer.id : undefined;
}
