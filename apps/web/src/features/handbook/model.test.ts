import { describe, expect, it } from 'vitest';
import { SECTIONS, categoryPath, fileLabel, parseCategoryId } from './model';

const file = {
  id: 3,
  url: '/wp-json/intranet/v1/files/3/view?signature=x',
  title: 'Salarisschalen',
  filename: 'Salarisschalen.pdf',
  mime_type: 'application/pdf',
  filesize: 880,
};

describe('handbook model', () => {
  it('builds the category address of each section', () => {
    expect(categoryPath(SECTIONS.arbeidsvoorwaarden, 5)).toBe('/portal/arbeidsvoorwaarden/5');
    expect(categoryPath(SECTIONS.kennisbank, 7)).toBe('/portal/hoe-het-werkt/7');
  });

  it.each([
    ['5', 5],
    ['12', 12],
  ])('reads category %s', (value, expected) => expect(parseCategoryId(value)).toBe(expected));

  it.each(['', '0', 'salaris', '3.5', '99999999999'])('refuses category %j', (value) =>
    expect(parseCategoryId(value)).toBeNull(),
  );

  it('names a file by its title, else its file name', () => {
    expect(fileLabel(file)).toBe('Salarisschalen');
    expect(fileLabel({ ...file, title: '' })).toBe('Salarisschalen.pdf');
  });
});
