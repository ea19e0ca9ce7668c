import type { ContentUpdate } from '@portal/contract';
import { htmlToPlainText } from '@/shared/format/plain-text';
import type { AdminItem } from '../api/content-items';
import { amsterdamNow, publicationFields } from './publication';
import type { ContentSection } from './sections';

/** An attachment as the editor lists it (acf.bestanden). */
export interface DraftFile {
  id: number;
  title: string;
  filename: string;
  mimeType: string;
  filesize: number;
  url: string;
  /** The library's label for the file; empty for the other types. */
  name: string;
}

export type PublicationChoice = 'draft' | 'publish' | 'future';

/** What the editor's form holds. */
export interface EditorDraft {
  title: string;
  content: string;
  excerpt: string;
  categoryId: number | null;
  files: DraftFile[];
  publication: PublicationChoice;
  /** `yyyy-MM-ddTHH:mm`, Amsterdam time; used when publication is future. */
  plannedAt: string;
}

export function emptyDraft(): EditorDraft {
  return {
    title: '',
    content: '',
    excerpt: '',
    categoryId: null,
    files: [],
    publication: 'draft',
    plannedAt: '',
  };
}

function publicationOf(status: string): PublicationChoice {
  if (status === 'publish' || status === 'future') return status;
  return 'draft';
}

/** The form filled from an item read with context=edit (raw text; rendered as a fallback). */
export function draftFromItem(item: AdminItem, section: ContentSection): EditorDraft {
  const categories = section.taxonomy ? (item[section.taxonomy] ?? []) : [];
  return {
    title: item.title.raw ?? item.title.rendered,
    content: item.content.raw ?? item.content.rendered,
    // Stored as HTML, edited as text. Without raw the rendered excerpt may be the automatic
    // one; keeping it would freeze it.
    excerpt: htmlToPlainText(item.excerpt.raw ?? '').trim(),
    categoryId: categories[0] ?? null,
    files: (item.acf.bestanden ?? []).map(({ name, file }) => ({
      id: file.id,
      title: file.title,
      filename: file.filename,
      mimeType: file.mime_type,
      filesize: file.filesize,
      url: file.url,
      name: name ?? '',
    })),
    publication: publicationOf(item.status),
    plannedAt: item.status === 'future' ? item.date.slice(0, 16) : '',
  };
}

/**
 * The body of a create or update. Publishing an item that was not live yet stamps it with the
 * current time, so it lands on top of the news and is not held back by an old planned date.
 */
export function writeBody(
  draft: EditorDraft,
  section: ContentSection,
  previousStatus: string | null,
  now: Date = new Date(),
): ContentUpdate & { title: string } {
  const publication =
    draft.publication === 'future'
      ? publicationFields({ status: 'future', at: draft.plannedAt })
      : publicationFields({ status: draft.publication });
  const stampNow = draft.publication === 'publish' && previousStatus !== 'publish';
  return {
    title: draft.title.trim(),
    content: draft.content,
    excerpt: draft.excerpt.trim(),
    ...publication,
    ...(stampNow ? { date: `${amsterdamNow(now)}:00` } : {}),
    fields: {
      bestanden: draft.files.map((file) =>
        section.type === 'bibliotheek' && file.name.trim()
          ? { name: file.name.trim(), file: { id: file.id } }
          : { file: { id: file.id } },
      ),
    },
    ...(section.taxonomy
      ? { [section.taxonomy]: draft.categoryId === null ? [] : [draft.categoryId] }
      : {}),
  } as ContentUpdate & { title: string };
}

/** Whether the form differs from what was loaded or saved last. */
export const isDirty = (draft: EditorDraft, saved: EditorDraft) =>
  JSON.stringify(draft) !== JSON.stringify(saved);
