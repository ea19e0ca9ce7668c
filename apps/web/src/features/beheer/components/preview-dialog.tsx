import type { CategorizedItem, LibraryEntry } from '@portal/contract';
import { HandbookItem } from '@/shared/content/handbook-item';
import { LibraryEntryCard } from '@/shared/content/library-entry-card';
import { NewsArticle } from '@/shared/content/news-article';
import { Card } from '@/shared/ui/card';
import { Modal } from '@/shared/ui/modal';
import type { DraftFile, EditorDraft } from '../model/editor-draft';
import type { ContentSection } from '../model/sections';

export interface PreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  section: ContentSection;
  draft: EditorDraft;
  author: string;
  /** The date the portal would show (`yyyy-MM-ddTHH:mm…`, Amsterdam time). */
  date: string;
}

const bestanden = (files: DraftFile[]) =>
  files.map((file) => ({
    name: file.name,
    file: {
      id: file.id,
      url: file.url,
      title: file.title,
      filename: file.filename,
      mime_type: file.mimeType,
      filesize: file.filesize,
    },
  }));

/** The draft's fields in the shape the portal's components read. */
function previewItem(draft: EditorDraft, date: string): CategorizedItem & LibraryEntry {
  return {
    id: 0,
    date,
    date_gmt: date,
    guid: { rendered: '' },
    modified: date,
    modified_gmt: date,
    slug: '',
    status: draft.publication,
    type: '',
    link: '',
    title: { rendered: draft.title || '(zonder titel)' },
    content: { rendered: draft.content, protected: false },
    excerpt: { rendered: '', protected: false },
    author: 0,
    featured_media: 0,
    template: '',
    meta: [],
    acf: { bestanden: bestanden(draft.files) },
    _links: {},
  };
}

/** The draft in the portal's own components (also the read-only view of a beheerder). */
export function PreviewBody({
  section,
  draft,
  author,
  date,
}: Omit<PreviewDialogProps, 'open' | 'onOpenChange'>) {
  const item = previewItem(draft, date);
  if (section.type === 'nieuws') {
    return (
      <Card>
        <NewsArticle title={item.title.rendered} author={author} date={date} html={draft.content} />
      </Card>
    );
  }
  if (section.type === 'bibliotheek') return <LibraryEntryCard entry={item} />;
  return <HandbookItem item={item} />;
}

/**
 * "Voorbeeld": the draft as the portal will show it, with the portal's own components. The
 * HTML is the editor's, which only makes what its extensions allow; the server sanitizes it
 * again when it is saved.
 */
export function PreviewDialog({ open, onOpenChange, ...props }: PreviewDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Voorbeeld"
      description="Zo ziet het eruit in het portaal."
    >
      <div className="rounded-md bg-surface p-4">
        <PreviewBody {...props} />
      </div>
    </Modal>
  );
}
