import type { MediaMimeType } from '@portal/contract';
import { sniffMimeType } from '../files/sniff-type.js';
import type { ExtractableType } from './extract-text.js';

/** What an upload is, judged by its bytes: how it is stored and whether text is read from it. */
export interface MediaType {
  mime: MediaMimeType;
  /** Images are decoded and written anew (media-image.ts). */
  image: boolean;
  /** The format text is extracted from, when it has one we read. */
  text?: ExtractableType;
  /** The extension the stored name gets (the sent name's may lie). */
  extension: string;
}

const TYPES: Record<string, MediaType> = {
  'application/pdf': { mime: 'application/pdf', image: false, text: 'pdf', extension: 'pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    image: false,
    text: 'docx',
    extension: 'docx',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    image: false,
    text: 'xlsx',
    extension: 'xlsx',
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    image: false,
    text: 'pptx',
    extension: 'pptx',
  },
  'image/jpeg': { mime: 'image/jpeg', image: true, extension: 'jpg' },
  'image/png': { mime: 'image/png', image: true, extension: 'png' },
  'image/webp': { mime: 'image/webp', image: true, extension: 'webp' },
  'image/gif': { mime: 'image/gif', image: true, extension: 'gif' },
};

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const utf16 = (name: string) => Buffer.from(name, 'utf16le');
/**
 * An old Word or Excel file is a Compound File (as is an MSI installer): it is one of them only
 * when its directory names the stream that format keeps its content in. Their text is read
 * (word-extractor for a .doc, xls-text.ts for a .xls).
 */
function legacyOffice(bytes: Uint8Array): MediaType | undefined {
  if (!CFB_MAGIC.every((byte, index) => bytes[index] === byte)) return undefined;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.includes(utf16('WordDocument'))) {
    return { mime: 'application/msword', image: false, text: 'doc', extension: 'doc' };
  }
  if (buffer.includes(utf16('Workbook'))) {
    return { mime: 'application/vnd.ms-excel', image: false, text: 'xls', extension: 'xls' };
  }
  return undefined;
}

/** The upload's type by its bytes, or undefined when it is nothing we take. */
export async function judgeMediaType(bytes: Uint8Array): Promise<MediaType | undefined> {
  const sniffed = await sniffMimeType(bytes);
  if (sniffed === 'application/x-cfb') return legacyOffice(bytes);
  return sniffed === undefined ? undefined : TYPES[sniffed];
}
