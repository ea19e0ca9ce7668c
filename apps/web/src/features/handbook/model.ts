import type { Taxonomy } from '@portal/contract/rules';

/** The two sections that share one screen: terms of employment and the knowledge base. */
export type HandbookSection = 'arbeidsvoorwaarden' | 'kennisbank';

export interface SectionConfig {
  /** Post type of the items. */
  type: HandbookSection;
  /** Category taxonomy, also the items' filter parameter. */
  taxonomy: Taxonomy;
  basePath: string;
  heading: string;
}

export const SECTIONS: Readonly<Record<HandbookSection, SectionConfig>> = {
  arbeidsvoorwaarden: {
    type: 'arbeidsvoorwaarden',
    taxonomy: 'arbeidsvoorwaarden_categorieen',
    basePath: '/portal/arbeidsvoorwaarden',
    heading: 'Arbeidsvoorwaarden',
  },
  kennisbank: {
    type: 'kennisbank',
    taxonomy: 'kennisbank_categorieen',
    basePath: '/portal/hoe-het-werkt',
    heading: 'Hoe het werkt',
  },
};

export const categoryPath = (section: SectionConfig, categoryId: number) =>
  `${section.basePath}/${categoryId}`;

/** The route's :categoryId as a term id, or null when it cannot be one. */
export function parseCategoryId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** A download is named by its title, or else its file name (shared with Beheer's preview). */
export { fileLabel } from '@/shared/content/handbook-item';
