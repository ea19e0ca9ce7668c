import type { ContentUpdate } from '@portal/contract';
import { htmlToPlainText } from '@/shared/format/plain-text';
import type { AdminItem } from '../api/content-items';
import { publicationFields } from './publication';
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
  /** Further categories the item has: the form picks one, a save keeps the others. */
  otherCategoryIds: number[];
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
    otherCategoryIds: [],
    files: [],
    publication: 'draft',
    plannedAt: '',
  };
}

function publicationOf(status: string): PublicationChoice {
  if (status === 'publish' || status === 'future') return status;
  return 'draft';
}

/**
 * The form filled from an item read with context=edit. The text is the rendered one: the same
 * HTML as the stored (raw) text but with each image's link signed for this reader, so the editor,
 * the preview and the read-only view can show the images (an <img> sends no token); the server
 * turns a signed link back into the stored one when it is saved.
 */
export function draftFromItem(item: AdminItem, section: ContentSection): EditorDraft {
  const categories = section.taxonomy ? (item[section.taxonomy] ?? []) : [];
  return {
    title: item.title.raw ?? item.title.rendered,
    content: item.content.rendered,
    // Stored as HTML, edited as text. Without raw the rendered excerpt may be the automatic
    // one; keeping it would freeze it.
    excerpt: htmlToPlainText(item.excerpt.raw ?? '').trim(),
    categoryId: categories[0] ?? null,
    otherCategoryIds: categories.slice(1),
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
 * The body of a create or update. `saved` is the form as last loaded or saved (null for a new
 * item). The excerpt goes along only when it was changed: the one shown may be the automatic one
 * the server made from the text, and sending it back would store it as written, so it would no
 * longer follow the text. Publishing sends no date: the server dates an item it publishes now
 * (by its own clock, not the browser's, which may run ahead and make it a planned one).
 */
export function writeBody(
  draft: EditorDraft,
  section: ContentSection,
  saved: EditorDraft | null,
): ContentUpdate & { title: string } {
  const publication =
    draft.publication === 'future'
      ? publicationFields({ status: 'future', at: draft.plannedAt })
      : publicationFields({ status: draft.publication });
  const excerptChanged = saved === null || draft.excerpt.trim() !== saved.excerpt.trim();
  const categories =
    draft.categoryId === null
      ? draft.otherCategoryIds
      : [draft.categoryId, ...draft.otherCategoryIds.filter((id) => id !== draft.categoryId)];
  return {
    title: draft.title.trim(),
    content: draft.content,
    ...(excerptChanged ? { excerpt: draft.excerpt.trim() } : {}),
    ...publication,
    fields: {
      bestanden: draft.files.map((file) =>
        section.type === 'bibliotheek' && file.name.trim()
          ? { name: file.name.trim(), file: { id: file.id } }
          : { file: { id: file.id } },
      ),
    },
    ...(section.taxonomy ? { [section.taxonomy]: categories } : {}),
  } as ContentUpdate & { title: string };
}

/** Whether the form differs from what was loaded or saved last. */
export const isDirty = (draft: EditorDraft, saved: EditorDraft) =>
  JSON.stringify(draft) !== JSON.stringify(saved);
