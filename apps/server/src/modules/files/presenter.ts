import type { WpFile } from '@portal/contract';
import type { FileAccessRow } from './access.js';

/** A file's data as /intranet/v1/files answers it; `sourceUrl` is a signed link to its bytes. */
export function presentFile(file: FileAccessRow, sourceUrl: string): WpFile {
  return {
    id: file.id,
    date: file.date,
    title: { rendered: file.title },
    filename: file.originalName,
    mime_type: file.mimeType,
    filesize: file.size,
    source_url: sourceUrl,
  };
}
