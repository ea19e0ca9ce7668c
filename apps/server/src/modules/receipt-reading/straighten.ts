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
 * - A receipt photographed at an angle (its far edge narrower, a keystone) is warped back to a
 *   rectangle by a homography from the paper's four corners (./paper-corners.ts), so the far
 *   rows' letters are as wide as the near ones'; when the corners cannot be trusted, the box.
 *
 * The PNG is decoded once; the angle and the paper are judged on a small copy. sharp turns the
 * full-size pixels (a turn in JavaScript read worse); the cut or the warp is one more pass.
 */
import { affine, homography, multiply, warp, type Grey, type Point } from './homography.js';
import { paperCorners } from './paper-corners.js';
import { timeSlices, type Pause } from './time-slices.js';

/** The copy the angle and the paper are judged on: letters some 8-15 pixels high. */
const SMALL_SIDE = 800;
/** Photos turned further than this are not what a user takes; searching further costs time. */
const MAX_DEGREES = 10;
/** A pixel this much darker than its surroundings is print. */
const INK_CONTRAST = 30;
/** Below this turn OCR reads the lines as well as it would straight. */
const MIN_DEGREES = 0.3;

/** The print: pixels clearly darker than a blurred copy (the paper around them), centred. */
async function inkPoints(image: Grey, blurred: Uint8Array, pause: Pause): Promise<Float64Array> {
  const { data, width, height } = image;
  const points: number[] = [];
  for (let y = 0; y < height; y++) {
    await pause();
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
async function skewAngle(image: Grey, blurred: Uint8Array, pause: Pause): Promise<number> {
  const points = await inkPoints(image, blurred, pause);
  if (points.length < 200) return 0;
  const rows = new Float64Array(Math.ceil(Math.hypot(image.width, image.height)) + 2);
  const best = async (from: number, to: number, step: number) => {
    let angle = 0;
    let score = -1;
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      await pause();
      const sharpness = rowSharpness(points, degrees, rows);
      if (sharpness > score) [angle, score] = [degrees, sharpness];
    }
    return { angle, score };
  };
  const coarse = await best(-MAX_DEGREES, MAX_DEGREES, 0.5);
  const fine = await best(coarse.angle - 0.5, coarse.angle + 0.5, 0.1);
  // A photo without clear lines (noise, a picture) has no angle worth turning it by.
  if (fine.score < rowSharpness(points, 0, rows) * 1.05) return 0;
  return Math.round(fine.angle * 10) / 10;
}

/** The level between table and paper (Otsu's threshold of the grey histogram). */
function paperLevel(data: Uint8Array): { level: number; separation: number } {
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
 * A grey PNG (prepareForOcr's) turned straight, cut to its paper (a paper photographed at an
 * angle warped back to a rectangle) and evenly lit, as a PNG; the PNG as it was when that fails
 * (OCR then reads it as before).
 */
export async function straighten(png: Buffer): Promise<Buffer> {
  try {
    return await straightened(png);
  } catch {
    return png;
  }
}

/** A PNG's grey pixels, decoded once: every later step works on these or on a small copy. */
async function decode(png: Buffer): Promise<Grey> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(png)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A grey copy at most SMALL_SIDE pixels. */
async function smallCopy(full: Grey): Promise<Grey> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(full.data, {
    raw: { width: full.width, height: full.height, channels: 1 },
  })
    .resize(SMALL_SIDE, SMALL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The skew of an image's print and the small copy it was judged on. */
async function skewOf(full: Grey, pause: Pause): Promise<{ angle: number; copy: Grey }> {
  const { default: sharp } = await import('sharp');
  const copy = await smallCopy(full);
  const blurred = await sharp(copy.data, {
    raw: { width: copy.width, height: copy.height, channels: 1 },
  })
    .blur(6)
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { angle: await skewAngle(copy, blurred, pause), copy };
}

/** The part of `full` under a box of its small copy (`scale` times smaller). */
function cut(full: Grey, box: NonNullable<ReturnType<typeof paperBox>>, scale: number): Grey {
  const left = Math.floor(box.left * scale);
  const top = Math.floor(box.top * scale);
  const width = Math.min(full.width - left, Math.ceil((box.right - box.left + 1) * scale));
  const height = Math.min(full.height - top, Math.ceil((box.bottom - box.top + 1) * scale));
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = (top + y) * full.width + left;
    data.set(full.data.subarray(from, from + width), y * width);
  }
  return { data, width, height };
}

/** The skew of an image's print in degrees (positive: its lines fall to the right), and its copy. */
export async function measureSkew(png: Buffer): Promise<{ angle: number; copy: Grey }> {
  return skewOf(await decode(png), timeSlices());
}

/** Sides of a paper that differ by more than this share are a photo taken at an angle. */
const KEYSTONE = 0.03;

/**
 * Where the paper lies in the turned copy: when it is clearly no rectangle and its corners can
 * be trusted, its quadrilateral (the map from the output's pixels, `scale` times the copy's,
 * into the copy, and the output's size); else its box; null when no paper stands out.
 */
function paperPlacement(view: Grey, scale: number) {
  const { level, separation } = paperLevel(view.data);
  const corners = separation >= 40 ? paperCorners(view, level) : null;
  if (corners) {
    const [topLeft, topRight, bottomRight, bottomLeft] = corners as [Point, Point, Point, Point];
    const top = distance(topLeft, topRight);
    const bottom = distance(bottomLeft, bottomRight);
    const left = distance(topLeft, bottomLeft);
    const right = distance(topRight, bottomRight);
    const differ = (a: number, b: number) => Math.abs(a - b) > Math.max(a, b) * KEYSTONE;
    if (differ(top, bottom) || differ(left, right)) {
      const width = Math.round(Math.max(top, bottom) * scale);
      const height = Math.round(Math.max(left, right) * scale);
      // A little of the table around it: an edge found a pixel inside cuts no letter.
      const margin = Math.round(Math.max(width, height) * 0.015);
      const [x0, y0, x1, y1] = [margin, margin, margin + width - 1, margin + height - 1];
      const rectangle = [
        { x: x0, y: y0 },
        { x: x1, y: y0 },
        { x: x1, y: y1 },
        { x: x0, y: y1 },
      ];
      const matrix = homography(rectangle, corners);
      if (matrix) {
        return { warp: { matrix, width: width + 2 * margin, height: height + 2 * margin } };
      }
    }
  }
  const box = paperBox(view);
  return box && { box };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

async function straightened(png: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const pause = timeSlices();
  const full = await decode(png);
  const { angle, copy } = await skewOf(full, pause);
  // The corners a turn uncovers get the shade of the photo's edge (the table), not white paper
  // the cut below would keep.
  const table = borderShade(copy);
  const turned =
    Math.abs(angle) >= MIN_DEGREES
      ? await sharp(full.data, { raw: { width: full.width, height: full.height, channels: 1 } })
          .rotate(-angle, { background: { r: table, g: table, b: table } })
          .extractChannel(0)
          .raw()
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) => ({ data, width: info.width, height: info.height }))
      : full;
  const view = await smallCopy(turned);
  const [sx, sy] = [turned.width / view.width, turned.height / view.height];
  const place = paperPlacement(view, (sx + sy) / 2);
  const toFull = affine(sx, 0, sx / 2 - 0.5, 0, sy, sy / 2 - 0.5);
  const paper = !place
    ? turned
    : place.warp
      ? await warp(
          turned,
          multiply(toFull, place.warp.matrix),
          place.warp.width,
          place.warp.height,
          table,
          pause,
        )
      : cut(turned, place.box, sx);
  const even = await evenOut(paper, pause);
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
async function evenOut(image: Grey, pause: Pause): Promise<Grey> {
  const { default: sharp } = await import('sharp');
  const { data, width, height } = image;
  const columns = Math.ceil(width / SHADE_BLOCK);
  const rows = Math.ceil(height / SHADE_BLOCK);
  const brightest = new Uint8Array(columns * rows);
  const blockOf = Int32Array.from({ length: width }, (_, x) => Math.floor(x / SHADE_BLOCK));
  for (let y = 0, at = 0; y < height; y++) {
    await pause();
    const row = Math.floor(y / SHADE_BLOCK) * columns;
    for (let x = 0; x < width; x++, at++) {
      const block = row + blockOf[x]!;
      if (data[at]! > brightest[block]!) brightest[block] = data[at]!;
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
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    await pause();
    for (let i = y * width; i < (y + 1) * width; i++) {
      out[i] = Math.min(255, ((data[i]! * 255) / Math.max(shade[i]!, 1) + 0.5) | 0);
    }
  }
  return { data: out, width, height };
}
