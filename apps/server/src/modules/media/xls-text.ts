/**
 * The shared strings of an old binary Excel workbook (BIFF8, the `Workbook` stream of a .xls):
 * every text a cell holds, once each, in the order Excel stored them; numbers and formulas are
 * not text a search needs. Reads only the SST record and its CONTINUE records, up to
 * `maxChars` characters.
 *
 * Self-contained on purpose: the extraction worker runs its source (`String(xlsSharedStrings)`),
 * so it may use nothing but its arguments and Node's globals.
 */
export function xlsSharedStrings(stream: Buffer, maxChars: number): string {
  const SST = 0x00fc;
  const CONTINUE = 0x003c;
  const records: Array<{ type: number; data: Buffer }> = [];
  for (let pos = 0; pos + 4 <= stream.length;) {
    const size = stream.readUInt16LE(pos + 2);
    records.push({
      type: stream.readUInt16LE(pos),
      data: stream.subarray(pos + 4, pos + 4 + size),
    });
    pos += 4 + size;
  }
  const start = records.findIndex((record) => record.type === SST);
  if (start < 0) return '';
  // The table runs on in CONTINUE records; past its 8-byte header (total and unique counts).
  const chunks = [records[start]!.data.subarray(8)];
  for (let n = start + 1; n < records.length && records[n]!.type === CONTINUE; n++) {
    chunks.push(records[n]!.data);
  }
  let chunk = 0;
  let at = 0;
  const more = () => {
    while (chunk < chunks.length && at >= chunks[chunk]!.length) {
      chunk += 1;
      at = 0;
    }
    return chunk < chunks.length;
  };
  const byte = () => (more() ? chunks[chunk]![at++]! : 0);
  const word = () => byte() | (byte() << 8);
  const skip = (count: number) => {
    for (let left = count; left > 0 && more();) {
      const step = Math.min(left, chunks[chunk]!.length - at);
      at += step;
      left -= step;
    }
  };
  const texts: string[] = [];
  let total = 0;
  while (more() && total < maxChars) {
    const length = word();
    let flags = byte();
    const runs = flags & 0x08 ? word() : 0;
    const extra = flags & 0x04 ? word() + word() * 0x10000 : 0;
    let text = '';
    for (let left = length; left > 0;) {
      if (at >= chunks[chunk]!.length) {
        // A string cut by a CONTINUE record goes on with a flags byte of its own (8 or 16 bit).
        chunk += 1;
        at = 0;
        if (chunk >= chunks.length) break;
        flags = chunks[chunk]![at++]!;
      }
      const width = flags & 0x01 ? 2 : 1;
      const count = Math.min(left, Math.floor((chunks[chunk]!.length - at) / width));
      if (count === 0) break; // half a character: a broken file
      const part = chunks[chunk]!.subarray(at, at + count * width);
      text += width === 2 ? part.toString('utf16le') : part.toString('latin1');
      at += count * width;
      left -= count;
    }
    skip(runs * 4 + extra);
    texts.push(text);
    total += text.length + 1;
  }
  return texts.join('\n');
}
