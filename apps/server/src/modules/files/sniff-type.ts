import { fileTypeFromBuffer } from 'file-type';

/** The MIME type of a file judged by its bytes, never by its name. */
export async function sniffMimeType(bytes: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.mime;
}
