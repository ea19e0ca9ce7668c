import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createFairQueue } from '../bounded-work/fair-queue.js';
import {
  JUDGE_PDF_STREAMS_SOURCE,
  MAX_PDF_STREAM_BYTES,
  MAX_PDF_TOTAL_BYTES,
  PDFJS_DOCUMENT_OPTIONS,
} from '../bounded-work/pdf-streams.js';
import { runSandboxed, SANDBOX_PRELUDE } from '../bounded-work/sandbox.js';
import { xlsSharedStrings } from './xls-text.js';

/**
 * The text of an uploaded PDF or Office document (docx, xlsx, pptx, doc, xls), read once on upload for
 * search. The file is the uploader's, so it is read as hostile: in a sandboxed process of its
 * own (../bounded-work/sandbox.ts) whose memory the operating system bounds at MEMORY_MB (a PDF
 * whose stream inflates to a gigabyte ends that process, not the server), killed after
 * EXTRACT_TIMEOUT_MS, reading at most MAX_PAGES pages and keeping at most MAX_TEXT_CHARS
 * characters; a zip member is inflated only up to MAX_MEMBER_BYTES, a PDF's streams are judged
 * before pdf.js reads them (judgePdfStreams, ../bounded-work/pdf-streams.ts). One extraction runs at a
 * time per instance, in turn per user, with at most two of one user and four waiting in all:
 * more is refused with WorkBusyError (issue 24, item 8). A file whose text cannot be read (a
 * scan, a broken, too large or too slow file) is stored without text, not refused.
 *
 * pdf.js (pdfjs-dist, its legacy build for Node, no worker of its own and no downloads), fflate
 * word-extractor (an old binary .doc: its compound file and piece table, pure JavaScript) and
 * cfb (the compound file of an old .xls, whose shared strings xls-text.ts reads) are loaded by the
 * sandboxed process from node_modules by the path the server resolved: the server is one bundled
 * file (build.mjs) that a script file would not be part of.
 */

export type ExtractableType = 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'doc' | 'xls';

export const MAX_TEXT_CHARS = 300_000;
const MAX_PAGES = 500;
const MAX_MEMBER_BYTES = 20 * 1024 * 1024;
const MAX_TOTAL_BYTES = 60 * 1024 * 1024;
const EXTRACT_TIMEOUT_MS = 20_000;
const MEMORY_MB = 768;
const lane = createFairQueue({ concurrency: 1, perUser: 2, maxWaiting: 4, retryAfterSeconds: 20 });

/** The members of each Office format whose XML holds the text, in reading order. */
const OFFICE_MEMBERS: Record<Exclude<ExtractableType, 'pdf' | 'doc' | 'xls'>, string> = {
  docx: '^word/(document|footnotes|endnotes|header\\d*|footer\\d*)\\.xml$',
  xlsx: '^xl/sharedStrings\\.xml$',
  pptx: '^ppt/(slides/slide|notesSlides/notesSlide)\\d+\\.xml$',
};

const EXTRACT_SOURCE = `${JUDGE_PDF_STREAMS_SOURCE}

function decodeXml(text) {
  return text.replace(/&(#x[0-9a-f]+|#\\d+|amp|lt|gt|quot|apos);/gi, (all, name) => {
    const lower = name.toLowerCase();
    if (lower === 'amp') return '&';
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    if (lower === 'quot') return '"';
    if (lower === 'apos') return "'";
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
  });
}

/** Text runs (<w:t>, <a:t>, <t>) with a line break at each paragraph or shared string. */
function xmlText(xml) {
  return decodeXml(
    xml
      .replace(/<\\/(w:p|a:p|si)>/g, '\\n')
      .replace(/<(w:tab|w:br|a:br)\\b[^>]*>/g, ' ')
      .replace(/<(?!\\/?(w:t|a:t|t)[\\s>])[^>]*>/g, '')
      .replace(/<[^>]*>/g, ''),
  );
}

function officeText() {
  const { Unzip, UnzipInflate } = require(workerData.fflatePath);
  const wanted = new RegExp(workerData.members);
  const parts = [];
  let total = 0;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    if (!wanted.test(file.name)) return;
    const chunks = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      size += chunk.length;
      total += chunk.length;
      if (size > limits.maxMemberBytes || total > limits.maxTotalBytes) {
        file.terminate();
        throw new Error('too large when inflated');
      }
      chunks.push(chunk);
      if (final) parts.push({ name: file.name, xml: Buffer.concat(chunks).toString('utf8') });
    };
    file.start();
  };
  unzip.push(bytes, true);
  const order = (name) => [name.replace(/\\d+/g, (n) => n.padStart(6, '0'))];
  parts.sort((a, b) => (order(a.name) < order(b.name) ? -1 : 1));
  return parts.map((part) => xmlText(part.xml)).join('\\n');
}

async function pdfText() {
  judgePdfStreams(bytes, limits);
  const pdfjs = await import(workerData.pdfjsUrl);
  const document = await pdfjs.getDocument({ ...workerData.pdfOptions, data: bytes }).promise;
  let text = '';
  const pages = Math.min(document.numPages, limits.maxPages);
  for (let n = 1; n <= pages && text.length < limits.maxChars; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\\n' : '');
    }
    text += '\\n';
    page.cleanup();
  }
  await document.destroy();
  return text;
}

/** The text of an old binary Word file: body, footnotes, endnotes, headers and footers. */
async function docText() {
  const WordExtractor = require(workerData.wordExtractorPath);
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  return [
    document.getBody(),
    document.getFootnotes(),
    document.getEndnotes(),
    document.getHeaders({ includeFooters: true }),
  ].join('\\n');
}

/** The shared strings of an old binary Excel file, from its compound file's Workbook stream. */
function xlsText() {
  const CFB = require(workerData.cfbPath);
  const file = CFB.read(Buffer.from(bytes), { type: 'buffer' });
  const entry = CFB.find(file, 'Workbook') || CFB.find(file, 'Book');
  if (!entry || !entry.content) throw new Error('no workbook stream');
  return (${xlsSharedStrings.toString()})(Buffer.from(entry.content), limits.maxChars);
}

const readers = { pdf: pdfText, doc: docText, xls: xlsText };

let workerData, type, bytes, limits;
async function work(input) {
  workerData = input;
  ({ type, limits } = input);
  // pdf.js takes a plain Uint8Array only; the bytes arrive as a Buffer.
  bytes = new Uint8Array(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  const raw = await (readers[type] || officeText)();
  const text = raw.replace(/[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f]/g, ' ').replace(/[ \\t]+/g, ' ').replace(/\\s*\\n\\s*/g, '\\n').trim();
  return text.slice(0, limits.maxChars);
}
`;

let modulePaths:
  { pdfjsUrl: string; fflatePath: string; wordExtractorPath: string; cfbPath: string } | undefined;

function runExtraction(type: ExtractableType, bytes: Uint8Array): Promise<string | undefined> {
  if (!modulePaths) {
    const require = createRequire(import.meta.url);
    modulePaths = {
      pdfjsUrl: pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href,
      fflatePath: require.resolve('fflate'),
      wordExtractorPath: require.resolve('word-extractor'),
      cfbPath: require.resolve('cfb'),
    };
  }
  const input = {
    ...modulePaths,
    pdfOptions: PDFJS_DOCUMENT_OPTIONS,
    type,
    bytes,
    members: type in OFFICE_MEMBERS ? OFFICE_MEMBERS[type as keyof typeof OFFICE_MEMBERS] : '',
    limits: {
      maxChars: MAX_TEXT_CHARS,
      maxPages: MAX_PAGES,
      maxMemberBytes: MAX_MEMBER_BYTES,
      maxTotalBytes: MAX_TOTAL_BYTES,
      maxPdfStreamBytes: MAX_PDF_STREAM_BYTES,
      maxPdfTotalBytes: MAX_PDF_TOTAL_BYTES,
    },
  };
  return runSandboxed<string>(SANDBOX_PRELUDE + EXTRACT_SOURCE, input, {
    memoryMb: MEMORY_MB,
    timeoutMs: EXTRACT_TIMEOUT_MS,
    // Below the server, above a large image: a document is read once, on its upload.
    nice: 5,
  }).catch(() => undefined);
}

/**
 * The document's text (possibly empty), or undefined when it could not be read in time or
 * within its memory; WorkBusyError when the extraction queue is full.
 */
export function extractText(
  userId: number,
  type: ExtractableType,
  bytes: Uint8Array,
): Promise<string | undefined> {
  return lane.run(userId, () => runExtraction(type, bytes));
}
