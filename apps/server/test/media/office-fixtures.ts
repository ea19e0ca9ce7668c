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
