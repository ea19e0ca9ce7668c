import { describe, expect, it } from 'vitest';
import { libraryFileLabel, telHref } from './model';

const file = {
  id: 36,
  url: '/wp-json/intranet/v1/files/36/view?signature=x',
  title: 'Gedragscode',
  filename: 'Gedragscode – versie één.pdf',
  mime_type: 'application/pdf',
  filesize: 748,
};

describe('library model', () => {
  it.each([
    ['030-2400000', 'tel:0302400000'],
    ['030 240 01 37', 'tel:0302400137'],
    ['+31 (0)30 2400000', 'tel:+310302400000'],
  ])('dials %s as %s', (phone, href) => expect(telHref(phone)).toBe(href));

  it('names a file by its label, then its title, then its file name', () => {
    expect(libraryFileLabel({ name: 'Gedragscode 2026', file })).toBe('Gedragscode 2026');
    expect(libraryFileLabel({ name: '  ', file })).toBe('Gedragscode');
    expect(libraryFileLabel({ file: { ...file, title: '' } })).toBe('Gedragscode – versie één.pdf');
  });
});
