import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';

const escapeXml = (text: string) =>
  text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char]!);

/**
 * A minimal Word document (what Word needs to open it) with one paragraph per line; `padding`
 * adds a member of that many spaces (a zip bomb in small).
 */
export function makeDocx(paragraphs: readonly string[], padding = 0): Buffer {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`)
    .join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
          '</Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
          '</Relationships>',
      ),
      'word/document.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
          `<w:body>${body}</w:body></w:document>`,
      ),
      // Spaces compress a thousandfold: a small file that inflates to `padding` bytes.
      ...(padding ? { 'word/footnotes.xml': new Uint8Array(padding).fill(0x20) } : {}),
    }),
  );
}

/**
 * A minimal old binary Word file (Word 97-2003 .doc), made here because no Office runs on the
 * build machines: a compound file with a WordDocument stream (its FIB: magic, "table in
 * 1Table", the length of the main text, where the piece table is) holding the text as one
 * 8-bit piece, and a 1Table stream with that piece table. Lines become paragraphs.
 */
export function makeDoc(paragraphs: readonly string[]): Buffer {
  const text = Buffer.from(`${paragraphs.join('\r')}\r`, 'latin1');
  const TEXT_AT = 1024;
  // At least 4096 bytes: a stream of a normal sector chain, as Word writes it.
  const word = Buffer.alloc(Math.max(4096, TEXT_AT + text.length));
  word.writeUInt16LE(0xa5ec, 0x0000); // wIdent
  word.writeUInt16LE(0x0200, 0x000a); // fWhichTblStm: the table is 1Table
  word.writeUInt32LE(text.length, 0x004c); // ccpText
  word.writeUInt32LE(0, 0x01a2); // fcClx: at the start of 1Table
  word.writeUInt32LE(21, 0x01a6); // lcbClx
  text.copy(word, TEXT_AT);
  // Clx: a Pcdt (0x02, its size, two character positions, one piece descriptor).
  const table = Buffer.alloc(21);
  table.writeUInt8(0x02, 0);
  table.writeUInt32LE(16, 1);
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  // The piece's file position, doubled and flagged as 8-bit text (fCompressed).
  table.writeUInt32LE((TEXT_AT * 2) | 0x40000000, 15);
  const file = CFB.utils.cfb_new();
  CFB.utils.cfb_add(file, '/WordDocument', word);
  CFB.utils.cfb_add(file, '/1Table', table);
  return Buffer.from(CFB.write(file, { type: 'buffer' }) as Uint8Array);
}

const record = (type: number, data: Buffer) => {
  const header = Buffer.alloc(4);
  header.writeUInt16LE(type, 0);
  header.writeUInt16LE(data.length, 2);
  return Buffer.concat([header, data]);
};

/** One string of a BIFF8 shared string table: 8-bit when Latin-1 holds it, else UTF-16. */
function sstString(text: string): { header: Buffer; wide: boolean; chars: Buffer } {
  const wide = [...text].some((char) => char.charCodeAt(0) > 0xff);
  const header = Buffer.alloc(3);
  header.writeUInt16LE(text.length, 0);
  header.writeUInt8(wide ? 0x01 : 0x00, 2);
  return { header, wide, chars: Buffer.from(text, wide ? 'utf16le' : 'latin1') };
}

/**
 * A minimal old binary Excel file (.xls, BIFF8), made here as no Office runs on the build
 * machines: a compound file whose Workbook stream holds BOF, a shared string table (SST) with
 * `strings` and EOF. The last string is cut in two by a CONTINUE record after `splitAfter`
 * characters, as Excel does at a record's 8,224-byte limit.
 */
export function makeXls(strings: readonly string[], splitAfter = 3): Buffer {
  const bof = Buffer.alloc(16);
  bof.writeUInt16LE(0x0600, 0); // BIFF8
  bof.writeUInt16LE(0x0005, 2); // the workbook globals
  const counts = Buffer.alloc(8);
  counts.writeUInt32LE(strings.length, 0);
  counts.writeUInt32LE(strings.length, 4);
  const parts = strings.map(sstString);
  const last = parts.pop()!;
  const cut = splitAfter * (last.wide ? 2 : 1);
  const sst = Buffer.concat([
    counts,
    ...parts.flatMap((part) => [part.header, part.chars]),
    last.header,
    last.chars.subarray(0, cut),
  ]);
  const rest = Buffer.concat([Buffer.from([last.wide ? 0x01 : 0x00]), last.chars.subarray(cut)]);
  const workbook = Buffer.concat([
    record(0x0809, bof),
    record(0x00fc, sst),
    record(0x003c, rest),
    record(0x000a, Buffer.alloc(0)),
  ]);
  const file = CFB.utils.cfb_new();
  // At least 4096 bytes, as Excel writes it (a stream of the normal sector chain).
  CFB.utils.cfb_add(file, '/Workbook', Buffer.concat([workbook, Buffer.alloc(4096)]));
  return Buffer.from(CFB.write(file, { type: 'buffer' }) as Uint8Array);
}
