/**
 * Plane-to-plane maps for straightening a receipt photo: 3x3 matrices (row-major) acting on
 * homogeneous points, and one resampling pass that applies them to a grey image.
 */

import type { Pause } from './time-slices.js';

export type Grey = { data: Uint8Array; width: number; height: number };
export type Point = { x: number; y: number };
export type Matrix = Float64Array;

export function multiply(a: Matrix, b: Matrix): Matrix {
  const out = new Float64Array(9);
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 3; column++) {
      out[row * 3 + column] =
        a[row * 3]! * b[column]! +
        a[row * 3 + 1]! * b[3 + column]! +
        a[row * 3 + 2]! * b[6 + column]!;
    }
  }
  return out;
}

export const affine = (a: number, b: number, c: number, d: number, e: number, f: number) =>
  Float64Array.of(a, b, c, d, e, f, 0, 0, 1);

export function apply(matrix: Matrix, { x, y }: Point): Point {
  const w = matrix[6]! * x + matrix[7]! * y + matrix[8]!;
  return {
    x: (matrix[0]! * x + matrix[1]! * y + matrix[2]!) / w,
    y: (matrix[3]! * x + matrix[4]! * y + matrix[5]!) / w,
  };
}

/**
 * The homography taking the four points `from` to the four points `to` (in the same order), or
 * null when they are degenerate (three in a line).
 */
export function homography(from: Point[], to: Point[]): Matrix | null {
  // Eight equations in h0..h7 (h8 = 1), solved by Gaussian elimination with pivoting.
  const rows: number[][] = [];
  from.forEach(({ x, y }, i) => {
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  for (let column = 0; column < 8; column++) {
    let pivot = column;
    for (let row = column + 1; row < 8; row++) {
      if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) pivot = row;
    }
    if (Math.abs(rows[pivot]![column]!) < 1e-9) return null;
    [rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!];
    const lead = rows[column]!;
    for (let row = 0; row < 8; row++) {
      if (row === column) continue;
      const factor = rows[row]![column]! / lead[column]!;
      for (let k = column; k < 9; k++) rows[row]![k]! -= factor * lead[k]!;
    }
  }
  return Float64Array.from([...rows.map((row, i) => row[8]! / row[i]!), 1]);
}

/**
 * An image of `width` x `height` whose pixel (u, v) is `source` sampled (bilinearly) at
 * matrix·(u, v); points outside the source get `background`. One pass over the output.
 */
export async function warp(
  source: Grey,
  matrix: Matrix,
  width: number,
  height: number,
  background: number,
  pause: Pause,
): Promise<Grey> {
  const { data, width: sourceWidth, height: sourceHeight } = source;
  const out = new Uint8Array(width * height);
  const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = matrix as unknown as number[];
  const lastX = sourceWidth - 1;
  const lastY = sourceHeight - 1;
  let at = 0;
  for (let v = 0; v < height; v++) {
    await pause();
    let sx = m1! * v + m2!;
    let sy = m4! * v + m5!;
    let sw = m7! * v + m8!;
    for (let u = 0; u < width; u++, at++, sx += m0!, sy += m3!, sw += m6!) {
      const x = sx / sw;
      const y = sy / sw;
      if (!(x >= 0 && y >= 0 && x <= lastX && y <= lastY)) {
        out[at] = background;
        continue;
      }
      const x0 = x | 0;
      const y0 = y | 0;
      const fx = x - x0;
      const fy = y - y0;
      const i = y0 * sourceWidth + x0;
      const right = x0 < lastX ? 1 : 0;
      const down = y0 < lastY ? sourceWidth : 0;
      const top = data[i]! + (data[i + right]! - data[i]!) * fx;
      const bottom = data[i + down]! + (data[i + down + right]! - data[i + down]!) * fx;
      out[at] = (top + (bottom - top) * fy + 0.5) | 0;
    }
  }
  return { data: out, width, height };
}
