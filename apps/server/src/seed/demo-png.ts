import { crc32, deflateSync } from 'node:zlib';

/** 5×7 capitals for the demo logos' initials. */
const GLYPHS: Record<string, string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  C: ['.####', '#....', '#....', '#....', '#....', '#....', '.####'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  G: ['.####', '#....', '#....', '#.###', '#...#', '#...#', '.###.'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** An RGB image as a real PNG file (8-bit truecolour, no interlace). */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => number[],
) {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1);
    rows[start] = 0; // filter: none
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), start + 1 + x * 3);
  }
  return pngFile(width, height, deflateSync(rows));
}

/** A PNG file (8-bit RGB, no interlace) around its deflated rows, each led by its filter byte. */
export function pngFile(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (color: string) => [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));

/** A 160×64 logo: white initials on a coloured tile, as the demo's quick links show. */
export function makeInitialsLogo(initials: string, color: string): Buffer {
  const [width, height, scale] = [160, 64, 6];
  const letters = [...initials.toUpperCase()].filter((letter) => GLYPHS[letter]);
  const textWidth = letters.length * 5 * scale + (letters.length - 1) * scale;
  const left = Math.floor((width - textWidth) / 2);
  const top = Math.floor((height - 7 * scale) / 2);
  const background = hex(color);
  const white = [255, 255, 255];
  return encodePng(width, height, (x, y) => {
    const column = x - left;
    const row = Math.floor((y - top) / scale);
    if (column < 0 || row < 0 || row > 6) return background;
    const index = Math.floor(column / (6 * scale));
    const within = Math.floor((column % (6 * scale)) / scale);
    const glyph = GLYPHS[letters[index] ?? ''];
    return glyph && within < 5 && glyph[row]![within] === '#' ? white : background;
  });
}
