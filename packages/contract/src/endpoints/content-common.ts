import { z } from 'zod';
import {
  categorizedItemSchema,
  libraryEntrySchema,
  moodtrackerPostSchema,
  newsItemSchema,
  wpPostSchema,
} from '../content.js';
import type { PostType } from '../rules/content.js';
import type { EndpointError } from './define.js';

/** What the read and the write endpoints of /wp/v2/{type} and /wp/v2/{taxonomy} share. */

export const WP = '/wp-json/wp/v2';
export const tag = 'Inhoud';
export const LIST_HEADERS = ['X-WP-Total', 'X-WP-TotalPages', 'Link'] as const;

const termIdsSchema = z.array(z.number().int());

/** One item of each type, as the server presents it (rules/content.ts). */
export const POST_ITEM_SCHEMAS = {
  nieuws: newsItemSchema,
  arbeidsvoorwaarden: categorizedItemSchema
    .omit({ kennisbank_categorieen: true })
    .extend({ arbeidsvoorwaarden_categorieen: termIdsSchema }),
  kennisbank: categorizedItemSchema
    .omit({ arbeidsvoorwaarden_categorieen: true })
    .extend({ kennisbank_categorieen: termIdsSchema }),
  bibliotheek: libraryEntrySchema,
  moodtrackers: moodtrackerPostSchema,
  functies: wpPostSchema,
  intra_opdrachtgevers: wpPostSchema,
  dienstverbanden: wpPostSchema,
} as const satisfies Record<PostType, z.ZodType>;

export const LABELS: Record<PostType, string> = {
  nieuws: 'news items',
  arbeidsvoorwaarden: 'terms of employment',
  kennisbank: 'knowledge-base articles',
  bibliotheek: 'library entries',
  moodtrackers: 'mood check-ins',
  functies: 'job titles (functies)',
  intra_opdrachtgevers: 'clients (opdrachtgevers)',
  dienstverbanden: 'employment types (dienstverbanden)',
};

export const NO_ROUTE = {
  status: 404,
  codes: ['rest_no_route'],
  description: 'The id is not a number.',
} as const satisfies EndpointError;

/** `intra_opdrachtgevers` → `IntraOpdrachtgevers`, for operation ids. */
export const pascalCase = (name: string) =>
  name.replace(/(^|_)([a-z])/g, (_match, _sep: string, letter: string) => letter.toUpperCase());
