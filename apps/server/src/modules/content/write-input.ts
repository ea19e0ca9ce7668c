import { TAXONOMIES, type Taxonomy } from '@portal/contract';
import { wpInvalidParams } from '../../http/wp-errors.js';
import type { FileAccess } from '../files/access.js';
import type { PostTypeConfig } from './post-types.js';
import type { ContentRepository } from './repository.js';
import { excerptFromContent, sanitizeWrittenContent } from './sanitize-html.js';

/** What create and update both take (the contract's bodies, after validation). */
export interface PostWriteInput {
  content?: string;
  excerpt?: string;
  fields?: { bestanden?: Array<{ name?: string; file: { id: number } }> };
  acf?: { bestanden?: Array<{ name?: string; file: { id: number } }> };
  arbeidsvoorwaarden_categorieen?: number[];
  kennisbank_categorieen?: number[];
}

/** The checked and cleaned parts of a write; undefined where the input left them out. */
export interface PreparedWrite {
  termIds?: number[];
  /** acf.bestanden as stored, when the input gave it. */
  acf?: Record<string, unknown>;
  content?: string;
  excerpt?: string;
  /** Every file the post names (bestanden and images in content), when either changed. */
  fileIds?: number[];
}

const taxonomyKeys = Object.keys(TAXONOMIES) as Taxonomy[];

/**
 * Checks categories and files and sanitizes the HTML of a create or an update: a category of
 * another taxonomy or an unknown one is a 400, a file a post may not name a 422 (a published
 * post's files are readable by every colleague, docs/file-access.md). `current` is the stored
 * post for an update: its content and bestanden count when only the other changed.
 */
export async function prepareWrite(
  deps: { repo: ContentRepository; files: FileAccess; publicUrl: string },
  config: PostTypeConfig,
  input: PostWriteInput,
  writerId: number | null,
  current?: { content: string; excerpt: string; acf: Record<string, unknown> },
): Promise<PreparedWrite> {
  const problems = [];
  for (const key of taxonomyKeys) {
    if (input[key] !== undefined && key !== config.taxonomy) {
      problems.push({
        name: key,
        code: 'rest_invalid_param',
        message: `${key} hoort niet bij ${config.type}.`,
      });
    }
  }
  const requestedTerms = config.taxonomy ? input[config.taxonomy] : undefined;
  const termIds = requestedTerms
    ? await deps.repo.termIdsOf(config.taxonomy!, requestedTerms)
    : undefined;
  const unknownTerms = (requestedTerms ?? []).filter((id) => !termIds!.includes(id));
  if (unknownTerms.length) {
    problems.push({
      name: config.taxonomy!,
      code: 'rest_invalid_term',
      message: `Onbekende categorie(ën): ${unknownTerms.join(', ')}.`,
    });
  }
  if (problems.length) throw wpInvalidParams(problems);

  // bestanden is the only file reference the contract lets a post's fields carry.
  const bestanden = (input.fields ?? input.acf)?.bestanden;
  const content =
    input.content === undefined ? undefined : sanitizeWrittenContent(input.content, deps.publicUrl);
  const excerpt =
    input.excerpt === undefined || !input.excerpt.trim()
      ? undefined
      : sanitizeWrittenContent(input.excerpt, deps.publicUrl);

  const storedBestanden = bestanden ?? (current?.acf.bestanden as typeof bestanden) ?? [];
  const contentImages =
    content?.imageFileIds ??
    (current ? sanitizeWrittenContent(current.content, deps.publicUrl).imageFileIds : []);
  const changesFiles = bestanden !== undefined || content !== undefined || excerpt !== undefined;
  const fileIds = changesFiles
    ? [
        ...new Set([
          ...storedBestanden.map((entry) => entry.file.id),
          ...contentImages,
          ...(excerpt?.imageFileIds ?? []),
        ]),
      ]
    : undefined;
  const refused = await deps.files.refusedReferences(fileIds ?? [], writerId);
  if (refused.length) {
    throw wpInvalidParams(
      [
        {
          name: 'fields',
          code: 'rest_invalid_file',
          message: `Bestand(en) ${refused.join(', ')} bestaan niet of mogen niet in een bericht: kies een document of afbeelding voor de inhoud, of je eigen profielfoto.`,
        },
      ],
      422,
    );
  }

  return {
    termIds,
    acf:
      bestanden === undefined
        ? undefined
        : bestanden.length
          ? {
              bestanden: bestanden.map((entry) => ({
                ...(entry.name === undefined ? {} : { name: entry.name }),
                file: { id: entry.file.id },
              })),
            }
          : {},
    content: content?.html,
    excerpt: excerpt?.html ?? automaticExcerpt(input, content?.html, current),
    fileIds,
  };
}

/**
 * The excerpt when none was written: made from the content, as WordPress does. An update that
 * changes only the content keeps a written excerpt, and remakes one that was made from the old
 * content.
 */
function automaticExcerpt(
  input: PostWriteInput,
  content: string | undefined,
  current: { content: string; excerpt: string } | undefined,
): string | undefined {
  if (!current) return excerptFromContent(content ?? '');
  if (input.excerpt !== undefined) return excerptFromContent(content ?? current.content);
  if (content === undefined) return undefined;
  return current.excerpt === excerptFromContent(current.content)
    ? excerptFromContent(content)
    : undefined;
}
