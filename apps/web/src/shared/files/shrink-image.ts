/**
 * Photos scaled down in the browser before they are uploaded: a phone's 12-megapixel photo of a
 * receipt is some 12 MB and reads just as well at 2,000 pixels on its longest side as a JPEG of
 * a few hundred kB. The size maths is a pure function (scaledSize); the drawing needs a canvas,
 * which only a real browser has (the receipt journey uploads a large photo).
 */

export const MAX_IMAGE_SIDE = 2000;
const JPEG_QUALITY = 0.85;

/** Types the browser can draw onto a canvas; HEIC mostly not, so it travels as it is. */
const SHRINKABLE = /^image\/(jpeg|png|webp)$/;

/** The size an image of width × height gets: its longest side at most `max`, never larger. */
export function scaledSize(
  width: number,
  height: number,
  max: number = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (!(longest > max)) return { width, height };
  const scale = max / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The JPEG's name: the same name with .jpg. */
export function jpegName(name: string): string {
  return `${name.replace(/\.[^./\\]*$/, '') || 'bon'}.jpg`;
}

/**
 * The photo at most MAX_IMAGE_SIDE pixels on its longest side as a JPEG, turned upright as its
 * EXIF orientation says (the JPEG has no EXIF, so the pixels must be upright themselves). A
 * file that is no image the browser can decode (a PDF, most HEIC photos) or is small enough
 * already comes back as it was: the server reads those itself.
 */
export async function shrinkImage(file: File): Promise<File> {
  if (!SHRINKABLE.test(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height);
    if (size.width === bitmap.width && size.height === bitmap.height && file.size < 1_000_000) {
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: Date.now() });
  } finally {
    bitmap.close();
  }
}
