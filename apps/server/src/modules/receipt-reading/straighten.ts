/**
 * A receipt photo made straight before OCR (issue 24 item 16): a receipt photographed a few
 * degrees turned puts a total's label and its amount on different text lines for Tesseract.
 *
 * - The skew by its projection profile: the dark print of a downscaled copy is summed per row
 *   for each candidate angle; at the text's angle the rows alternate sharply between line and
 *   gap, so the sum of squared row counts is largest.
 * - Then the paper is cut out of the table it lies on (its bright rows and columns), so OCR
 *   reads no table texture and fewer pixels.
 *
 * A perspective warp (a receipt photographed at an angle, its far edge narrower) is not done:
 * its lines stay level, which is what keeps a label and its amount together.
 */

/** The copy the angle and the paper are judged on: letters some 8-15 pixels high. */
const SMALL_SIDE = 800;
/** Photos turned further than this are not what a user takes; searching further costs time. */
const MAX_DEGREES = 10;
/** A pixel this much darker than its surroundings is print. */
const INK_CONTRAST = 30;
/** Below this turn OCR reads the lines as well as it would straight. */
const MIN_DEGREES = 0.3;

type Grey = { data: Buffer; width: number; height: number };

/** The print: pixels clearly darker than a blurred copy (the paper around them), centred. */
function inkPoints(image: Grey, blurred: Buffer): Float64Array {
  const { data, width, height } = image;
  const points: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * width + x;
      if (blurred[at]! - data[at]! > INK_CONTRAST) points.push(x - width / 2, y - height / 2);
    }
  }
  return Float64Array.from(points);
}

/** How sharply the print falls into rows when seen at `degrees`: the sum of squared row counts. */
function rowSharpness(points: Float64Array, degrees: number, rows: Float64Array): number {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const offset = rows.length / 2;
  rows.fill(0);
  for (let i = 0; i < points.length; i += 2) {
    const row = Math.round(points[i + 1]! * cos - points[i]! * sin + offset);
    if (row >= 0 && row < rows.length) rows[row]! += 1;
  }
  let sum = 0;
  for (const count of rows) sum += count * count;
  return sum;
}

/** The angle (degrees, positive when the lines fall to the right) the print's rows lie at. */
function skewAngle(image: Grey, blurred: Buffer): number {
  const points = inkPoints(image, blurred);
  if (points.length < 200) return 0;
  const rows = new Float64Array(Math.ceil(Math.hypot(image.width, image.height)) + 2);
  const best = (from: number, to: number, step: number) => {
    let angle = 0;
    let score = -1;
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const sharpness = rowSharpness(points, degrees, rows);
      if (sharpness > score) [angle, score] = [degrees, sharpness];
    }
    return { angle, score };
  };
  const coarse = best(-MAX_DEGREES, MAX_DEGREES, 0.5);
  const fine = best(coarse.angle - 0.5, coarse.angle + 0.5, 0.1);
  // A photo without clear lines (noise, a picture) has no angle worth turning it by.
  if (fine.score < rowSharpness(points, 0, rows) * 1.05) return 0;
  return Math.round(fine.angle * 10) / 10;
}

/** The level between table and paper (Otsu's threshold of the grey histogram). */
function paperLevel(data: Buffer): { level: number; separation: number } {
  const histogram = new Float64Array(256);
  for (const value of data) histogram[value]! += 1;
  const total = data.length;
  const sum = histogram.reduce((all, count, value) => all + count * value, 0);
  let below = 0;
  let belowSum = 0;
  let best = { level: 128, variance: -1, separation: 0 };
  for (let level = 0; level < 256; level++) {
    below += histogram[level]!;
    belowSum += histogram[level]! * level;
    const above = total - below;
    if (!below || !above) continue;
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / above;
    const variance = below * above * (meanBelow - meanAbove) ** 2;
    if (variance > best.variance) best = { level, variance, separation: meanAbove - meanBelow };
  }
  return { level: best.level, separation: best.separation };
}

/** The span of indexes whose share of paper is at least half the largest share. */
function span(shares: number[]): [number, number] {
  const enough = Math.max(...shares) / 2;
  const first = shares.findIndex((share) => share >= enough);
  const last = shares.length - 1 - [...shares].reverse().findIndex((share) => share >= enough);
  return [first, last];
}

/** The paper's box in a copy, or null when the paper fills the photo or stands out from nothing. */
export function paperBox(image: Grey) {
  const { data, width, height } = image;
  const { level, separation } = paperLevel(data);
  if (separation < 40) return null;
  const columns = Array.from({ length: width }, (_, x) => {
    let bright = 0;
    for (let y = 0; y < height; y++) if (data[y * width + x]! > level) bright += 1;
    return bright / height;
  });
  const [left, right] = span(columns);
  const rows = Array.from({ length: height }, (_, y) => {
    let bright = 0;
    for (let x = left; x <= right; x++) if (data[y * width + x]! > level) bright += 1;
    return bright / (right - left + 1);
  });
  const [top, bottom] = span(rows);
  // Wide: a shadow darkens the paper at its edge below the level, and a cut letter is lost.
  const margin = Math.round(Math.max(width, height) * 0.025);
  const box = {
    left: Math.max(0, left - margin),
    top: Math.max(0, top - margin),
    right: Math.min(width - 1, right + margin),
    bottom: Math.min(height - 1, bottom + margin),
  };
  const area = (box.right - box.left + 1) * (box.bottom - box.top + 1);
  return area > width * height * 0.9 || area < width * height * 0.05 ? null : box;
}

/** The median shade of a copy's outermost pixels. */
function borderShade({ data, width, height }: Grey): number {
  const shades: number[] = [];
  for (let x = 0; x < width; x++) shades.push(data[x]!, data[(height - 1) * width + x]!);
  for (let y = 0; y < height; y++) shades.push(data[y * width]!, data[y * width + width - 1]!);
  return shades.sort((a, b) => a - b)[shades.length >> 1]!;
}

/**
 * A grey PNG (prepareForOcr's) turned straight, cut to its paper and evenly lit, as a PNG; the
 * PNG as it was when that fails (OCR then reads it as before).
 */
export async function straighten(png: Buffer): Promise<Buffer> {
  try {
    return await straightened(png);
  } catch {
    return png;
  }
}

/** A grey copy at most SMALL_SIDE pixels, of a PNG or of raw grey pixels. */
async function smallCopy(input: Buffer | Grey): Promise<Grey> {
  const { default: sharp } = await import('sharp');
  const source = Buffer.isBuffer(input)
    ? sharp(input)
    : sharp(input.data, { raw: { width: input.width, height: input.height, channels: 1 } });
  const { data, info } = await source
    .resize(SMALL_SIDE, SMALL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The skew of an image's print in degrees (positive: its lines fall to the right), and its copy. */
export async function measureSkew(png: Buffer): Promise<{ angle: number; copy: Grey }> {
  const { default: sharp } = await import('sharp');
  const copy = await smallCopy(png);
  const blurred = await sharp(copy.data, { raw: { ...copy, channels: 1 } })
    .blur(6)
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { angle: skewAngle(copy, blurred), copy };
}

async function straightened(png: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { angle, copy } = await measureSkew(png);
  // The corners a turn uncovers get the shade of the photo's edge (the table), not white paper
  // the cut below would keep.
  const table = borderShade(copy);
  const turned = await sharp(png)
    .rotate(Math.abs(angle) >= MIN_DEGREES ? -angle : 0, {
      background: { r: table, g: table, b: table },
    })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const full = { data: turned.data, width: turned.info.width, height: turned.info.height };
  const view = await smallCopy(full);
  const box = paperBox(view);
  const scale = full.width / view.width;
  const cut = box && {
    left: Math.floor(box.left * scale),
    top: Math.floor(box.top * scale),
    width: Math.min(full.width, Math.ceil((box.right - box.left + 1) * scale)),
    height: Math.min(full.height, Math.ceil((box.bottom - box.top + 1) * scale)),
  };
  const paper = cut
    ? await sharp(full.data, { raw: { width: full.width, height: full.height, channels: 1 } })
        .extract({
          left: cut.left,
          top: cut.top,
          width: Math.min(cut.width, full.width - cut.left),
          height: Math.min(cut.height, full.height - cut.top),
        })
        .extractChannel(0)
        .raw()
        .toBuffer({ resolveWithObject: true })
        .then(({ data, info }) => ({ data, width: info.width, height: info.height }))
    : full;
  const even = await evenOut(paper);
  // Tesseract judges letter sizes by the resolution; a PNG of raw pixels would say 72 dpi.
  return sharp(even.data, { raw: { width: even.width, height: even.height, channels: 1 } })
    .normalise({ lower: 0, upper: 99 })
    .toColourspace('b-w')
    .withMetadata({ density: 300 })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Blocks the paper's own shade is judged in: larger than a letter, smaller than a shadow. */
const SHADE_BLOCK = 40;

/**
 * The paper made evenly light: each pixel divided by the paper's shade around it (the
 * brightest of its block, smoothed). A shadow over one side or a faded band otherwise leaves
 * print there too light or paper too dark for Tesseract's single threshold.
 */
async function evenOut(image: Grey): Promise<Grey> {
  const { default: sharp } = await import('sharp');
  const { data, width, height } = image;
  const columns = Math.ceil(width / SHADE_BLOCK);
  const rows = Math.ceil(height / SHADE_BLOCK);
  const brightest = Buffer.alloc(columns * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / SHADE_BLOCK) * columns;
    for (let x = 0; x < width; x++) {
      const block = row + Math.floor(x / SHADE_BLOCK);
      if (data[y * width + x]! > brightest[block]!) brightest[block] = data[y * width + x]!;
    }
  }
  // Paper lit evenly enough is left as it is: dividing also lifts the grain around thin print.
  const shades = [...brightest].sort((a, b) => a - b);
  const darkest = shades[Math.floor(shades.length * 0.05)]!;
  if (shades[Math.floor(shades.length * 0.95)]! < darkest * 1.3) return image;
  const shade = await sharp(brightest, { raw: { width: columns, height: rows, channels: 1 } })
    .blur(1)
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) {
    out[i] = Math.min(255, Math.round((data[i]! * 255) / Math.max(shade[i]!, 1)));
  }
  return { data: out, width, height };
}
