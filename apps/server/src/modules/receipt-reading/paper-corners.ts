import type { Grey, Point } from './homography.js';

/**
 * The four corners of a receipt's paper on a darker table (a photo taken at an angle makes it a
 * quadrilateral), found in a small straightened copy, or null when they cannot be trusted.
 *
 * Each edge is a line fitted to the outline of the largest bright region (per row its leftmost
 * and rightmost pixel, per column its top and bottom one), leaving out the ends of the edge
 * (rounded or torn corners) and points far off the line (a dent, a shadow); the corners are
 * where the lines meet. Not trusted: paper that touches the photo's edge (part of it is not in
 * the photo), a region that is not most of the bright pixels (a crease or a shadow cut the
 * paper in two), edges that are not straight, and a quadrilateral that does not fit the region.
 */
export function paperCorners(image: Grey, level: number): Point[] | null {
  const region = largestRegion(image, level);
  if (!region) return null;
  const { width, height } = image;
  const { rowFrom, rowTo, columnFrom, columnTo, inside, bright } = region;
  if (inside < bright * 0.8 || inside < width * height * 0.05) return null;
  const rows = range(rowFrom);
  const columns = range(columnFrom);
  if (rows.from < 0 || columns.from < 0) return null;
  if (rows.from === 0 || rows.to === height - 1) return null;
  if (columns.from === 0 || columns.to === width - 1) return null;
  const left = fitEdge(rowFrom, rows);
  const right = fitEdge(rowTo, rows);
  const top = fitEdge(columnFrom, columns);
  const bottom = fitEdge(columnTo, columns);
  if (!left || !right || !top || !bottom) return null;
  const corners = [meet(top, left), meet(top, right), meet(bottom, right), meet(bottom, left)];
  if (corners.some((corner) => !corner)) return null;
  const quad = corners as Point[];
  if (!convex(quad)) return null;
  const area = quadArea(quad);
  return Math.abs(area - inside) > inside * 0.06 ? null : quad;
}

type Region = {
  /** Per row the region's leftmost column (-1: none), per column its top row, etc. */
  rowFrom: Int32Array;
  rowTo: Int32Array;
  columnFrom: Int32Array;
  columnTo: Int32Array;
  /** Pixels within the region's outline (its holes, the print, counted). */
  inside: number;
  bright: number;
};

function largestRegion({ data, width, height }: Grey, level: number): Region | null {
  const label = new Int32Array(width * height);
  const queue = new Int32Array(width * height);
  let best = { id: 0, size: 0 };
  let bright = 0;
  let next = 0;
  for (let start = 0; start < data.length; start++) {
    if (data[start]! <= level) continue;
    bright += 1;
    if (label[start]) continue;
    next += 1;
    label[start] = next;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    // No array per pixel: this runs on the event loop, over every pixel of the copy.
    const visit = (near: number) => {
      if (near < 0 || near >= data.length || label[near] || data[near]! <= level) return;
      label[near] = next;
      queue[tail++] = near;
    };
    while (head < tail) {
      const at = queue[head++]!;
      const x = at % width;
      if (x > 0) visit(at - 1);
      if (x < width - 1) visit(at + 1);
      visit(at - width);
      visit(at + width);
    }
    if (tail > best.size) best = { id: next, size: tail };
  }
  if (!best.id) return null;
  const rowFrom = new Int32Array(height).fill(-1);
  const rowTo = new Int32Array(height).fill(-1);
  const columnFrom = new Int32Array(width).fill(-1);
  const columnTo = new Int32Array(width).fill(-1);
  for (let y = 0, at = 0; y < height; y++) {
    for (let x = 0; x < width; x++, at++) {
      if (label[at] !== best.id) continue;
      if (rowFrom[y]! < 0) rowFrom[y] = x;
      rowTo[y] = x;
      if (columnFrom[x]! < 0) columnFrom[x] = y;
      columnTo[x] = y;
    }
  }
  let inside = 0;
  for (let y = 0; y < height; y++) if (rowFrom[y]! >= 0) inside += rowTo[y]! - rowFrom[y]! + 1;
  return { rowFrom, rowTo, columnFrom, columnTo, inside, bright };
}

/** The first and last index that has a value. */
function range(values: Int32Array) {
  const from = values.findIndex((value) => value >= 0);
  let to = values.length - 1;
  while (to > 0 && values[to]! < 0) to--;
  return { from, to };
}

/** A line `position = slope * index + offset` (x along y for the sides, y along x for the rest). */
type Line = { slope: number; offset: number };

/**
 * The straight line through an outline's middle 70 %, refitted without points more than two
 * pixels off; null when too few points lie on it (the edge is bent or ragged).
 */
function fitEdge(outline: Int32Array, { from, to }: { from: number; to: number }): Line | null {
  const margin = Math.round((to - from) * 0.15);
  const indexes: number[] = [];
  for (let i = from + margin; i <= to - margin; i++) if (outline[i]! >= 0) indexes.push(i);
  if (indexes.length < 20) return null;
  const line = leastSquares(indexes, outline);
  const near = indexes.filter((i) => Math.abs(outline[i]! - (line.slope * i + line.offset)) <= 2);
  if (near.length < indexes.length * 0.7) return null;
  return leastSquares(near, outline);
}

function leastSquares(indexes: number[], outline: Int32Array) {
  const n = indexes.length;
  let sumI = 0;
  let sumP = 0;
  let sumII = 0;
  let sumIP = 0;
  for (const i of indexes) {
    const p = outline[i]!;
    sumI += i;
    sumP += p;
    sumII += i * i;
    sumIP += i * p;
  }
  const slope = (n * sumIP - sumI * sumP) / (n * sumII - sumI * sumI || 1);
  return { slope, offset: (sumP - slope * sumI) / n };
}

/** Where a top or bottom edge (y = a·x + b) meets a side (x = c·y + d). */
function meet(across: Line, side: Line): Point | null {
  const denominator = 1 - across.slope * side.slope;
  if (Math.abs(denominator) < 1e-6) return null;
  const y = (across.slope * side.offset + across.offset) / denominator;
  return { x: side.slope * y + side.offset, y };
}

function convex(quad: Point[]): boolean {
  const turns = quad.map((point, i) => {
    const next = quad[(i + 1) % 4]!;
    const after = quad[(i + 2) % 4]!;
    return (next.x - point.x) * (after.y - next.y) - (next.y - point.y) * (after.x - next.x);
  });
  return turns.every((turn) => turn > 0) || turns.every((turn) => turn < 0);
}

export function quadArea(quad: Point[]): number {
  let twice = 0;
  quad.forEach((point, i) => {
    const next = quad[(i + 1) % 4]!;
    twice += point.x * next.y - next.x * point.y;
  });
  return Math.abs(twice) / 2;
}
