import { encodePng } from './demo-png.js';

/**
 * A small photo-like receipt as a real PNG (120 × 180): a white slip on a grey table with dark
 * bars for its lines and a bold bar for the total. `variant` changes the line lengths, so the
 * demo's receipts do not all look alike. Some 2 kB each; drawing one takes well under 1 ms.
 */
export function makeReceiptImage(variant: number): Buffer {
  const [width, height] = [120, 180];
  const lineLength = (row: number) => 40 + ((variant * 37 + row * 53) % 50);
  return encodePng(width, height, (x, y) => {
    const onSlip = x >= 10 && x < 110 && y >= 6 && y < 174;
    if (!onSlip) return [205, 208, 212];
    const row = Math.floor((y - 18) / 12);
    const inRow = (y - 18) % 12;
    // The total: one thick bar near the bottom.
    if (y >= 146 && y < 154 && x >= 18 && x < 100) return [30, 30, 30];
    // A barcode of the variant's 32 bits, so no two demo receipts are the same file (the
    // duplicate warning compares receipts by their bytes).
    if (y >= 160 && y < 168 && x >= 18 && x < 82 && (variant >>> ((x - 18) >> 1)) & 1) {
      return [30, 30, 30];
    }
    if (y >= 18 && y < 138 && inRow < 4 && x >= 18 && x < 18 + lineLength(row)) {
      return [90, 90, 96];
    }
    return [252, 252, 248];
  });
}
