import { describe, expect, it } from 'vitest';
import { categorizedItem } from '@/test/content-responses';
import type { AdminItem } from '../api/content-items';
import { draftFromItem, writeBody } from './editor-draft';
import { CONTENT_SECTIONS } from './sections';

const TERMS = CONTENT_SECTIONS.find((section) => section.type === 'arbeidsvoorwaarden')!;
const SIGNED =
  'http://localhost:3000/wp-json/intranet/v1/files/53/view?viewer=7&expires=1&signature=x';

/** An item as context=edit gives it: the stored text (raw) and the text signed for this reader. */
function storedItem(overrides: Partial<AdminItem> = {}): AdminItem {
  const base = categorizedItem(41, 'arbeidsvoorwaarden', 3, 'Verlof') as AdminItem;
  return {
    ...base,
    arbeidsvoorwaarden_categorieen: [3, 5],
    content: {
      raw: '<p>Tekst</p><img src="/wp-json/intranet/v1/files/53/view" alt="Schema">',
      rendered: `<p>Tekst</p><img src="${SIGNED}" alt="Schema">`,
      protected: false,
    },
    excerpt: { raw: '<p>Tekst […]</p>', rendered: '<p>Tekst […]</p>', protected: false },
    ...overrides,
  };
}

describe('the editor form and what it saves', () => {
  it('edits the text with signed image links, so the images show in the editor', () => {
    expect(draftFromItem(storedItem(), TERMS).content).toContain(SIGNED);
  });

  it('leaves an unchanged excerpt out, so an automatic one keeps following the text', () => {
    const saved = draftFromItem(storedItem(), TERMS);
    const body = writeBody({ ...saved, content: '<p>Nieuwe tekst</p>' }, TERMS, saved);
    expect(body).not.toHaveProperty('excerpt');
  });

  it('sends a changed excerpt, and the excerpt of a new item', () => {
    const saved = draftFromItem(storedItem(), TERMS);
    expect(writeBody({ ...saved, excerpt: 'Eigen samenvatting' }, TERMS, saved)).toMatchObject({
      excerpt: 'Eigen samenvatting',
    });
    expect(writeBody({ ...saved, excerpt: '' }, TERMS, null)).toMatchObject({ excerpt: '' });
  });

  it('keeps the categories beyond the one the form shows', () => {
    const saved = draftFromItem(storedItem(), TERMS);
    expect(saved.categoryId).toBe(3);
    expect(writeBody(saved, TERMS, saved).arbeidsvoorwaarden_categorieen).toEqual([3, 5]);
    expect(
      writeBody({ ...saved, categoryId: 5 }, TERMS, saved).arbeidsvoorwaarden_categorieen,
    ).toEqual([5]);
    expect(
      writeBody({ ...saved, categoryId: 8 }, TERMS, saved).arbeidsvoorwaarden_categorieen,
    ).toEqual([8, 5]);
  });

  it('publishes without a date from the browser: the server dates it by its own clock', () => {
    const saved = draftFromItem(storedItem({ status: 'draft' }), TERMS);
    const body = writeBody({ ...saved, publication: 'publish' }, TERMS, saved);
    expect(body).toMatchObject({ status: 'publish' });
    expect(body).not.toHaveProperty('date');
  });
});
