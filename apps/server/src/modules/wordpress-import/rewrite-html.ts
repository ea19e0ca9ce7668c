import { FILE_VIEW_PREFIX } from '../content/sanitize-html.js';

/** What an address of the old site now is: one of our files, a page of the portal, or unknown. */
export interface LinkTargets {
  /** Our file for a media address (undefined: not ours, or it could not be imported). */
  file(url: string): Promise<number | undefined>;
  /** The portal's page for a post's address; `pending` when that post comes later this run. */
  page(url: string): 'pending' | string | undefined;
}

export interface RewrittenHtml {
  html: string;
  /** Links to posts not imported yet: the item is written again at the end of the run. */
  pending: boolean;
  /** Addresses of the old site that point nowhere of ours any more (reported). */
  unresolved: string[];
  /** Our files the HTML now links to or shows: the post names them, so its readers may open them. */
  fileIds: number[];
}

const ATTRIBUTE = /\b(src|href)\s*=\s*(["'])(.*?)\2/gi;

/**
 * Points images and links of imported HTML at our copies: an image or a link to a media file
 * of the old site becomes our file's address, a link to an imported post its page in the
 * portal. `srcset` and `sizes` name the old site's resized copies and are dropped (we keep
 * one file). Only addresses on the old site (`origin`) are touched. The result is sanitized
 * afterwards as any write is.
 */
export async function rewriteHtml(
  html: string,
  siteOrigins: string[],
  targets: LinkTargets,
): Promise<RewrittenHtml> {
  const withoutSrcset = html.replace(/\s(?:srcset|sizes)\s*=\s*(["']).*?\1/gi, '');
  const replacements = new Map<string, string>();
  const unresolved: string[] = [];
  const fileIds: number[] = [];
  let pending = false;
  for (const match of withoutSrcset.matchAll(ATTRIBUTE)) {
    const url = decodeEntities(match[3]!);
    if (replacements.has(url) || !onSite(url, siteOrigins)) continue;
    const file = await targets.file(url);
    if (file !== undefined) {
      replacements.set(url, `${FILE_VIEW_PREFIX}${file}/view`);
      fileIds.push(file);
      continue;
    }
    if (/\/wp-content\/uploads\//.test(url) || match[1]!.toLowerCase() === 'src') {
      unresolved.push(url);
      continue;
    }
    const page = targets.page(url);
    if (page === 'pending') pending = true;
    else if (page !== undefined) replacements.set(url, page);
  }
  const rewritten = withoutSrcset.replace(
    ATTRIBUTE,
    (whole, name: string, quote: string, value: string) => {
      const replacement = replacements.get(decodeEntities(value));
      return replacement === undefined ? whole : `${name}=${quote}${replacement}${quote}`;
    },
  );
  return { html: rewritten, pending, unresolved, fileIds: [...new Set(fileIds)] };
}

function onSite(url: string, origins: string[]): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const parsed = new URL(url);
    return origins.includes(parsed.origin);
  } catch {
    return false;
  }
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;|&#038;|&#38;/g, '&');
}
