import { describe, expect, it } from 'vitest';
import { jpegName, scaledSize, shrinkImage } from './shrink-image';

describe('scaledSize', () => {
  it('scales a 12-megapixel portrait photo to 2,000 px on its longest side', () => {
    expect(scaledSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
  });

  it('scales a landscape photo by its width', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
  });

  it('leaves an image that is small enough as it is', () => {
    expect(scaledSize(2000, 1200)).toEqual({ width: 2000, height: 1200 });
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('keeps a very narrow strip at least one pixel wide', () => {
    expect(scaledSize(1, 40_000)).toEqual({ width: 1, height: 2000 });
  });

  it('takes another maximum', () => {
    expect(scaledSize(1000, 500, 100)).toEqual({ width: 100, height: 50 });
  });
});

describe('jpegName', () => {
  it('gives the photo a .jpg name', () => {
    expect(jpegName('IMG_0001.PNG')).toBe('IMG_0001.jpg');
    expect(jpegName('bon')).toBe('bon.jpg');
    expect(jpegName('.png')).toBe('bon.jpg');
  });
});

describe('shrinkImage', () => {
  it('sends a PDF and a HEIC photo as they are', async () => {
    const pdf = new File(['%PDF-1.4'], 'bon.pdf', { type: 'application/pdf' });
    const heic = new File(['heic'], 'IMG_1.HEIC', { type: 'image/heic' });
    expect(await shrinkImage(pdf)).toBe(pdf);
    expect(await shrinkImage(heic)).toBe(heic);
  });
});
