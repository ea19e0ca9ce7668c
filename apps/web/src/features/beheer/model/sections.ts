import type { ReferenceKind } from '@portal/contract';
import { canEditContent, canSeeBeheer, type Taxonomy } from '@portal/contract/rules';

/** Beheer part 2 (issue 13) is for the people managers: administrator and beheerder. */
const PEOPLE_MANAGERS: readonly string[] = ['administrator', 'beheerder'];
export const managesPeople = (roles: readonly string[]) =>
  roles.some((role) => PEOPLE_MANAGERS.includes(role));

/** The post types Beheer writes (EDITABLE_POST_TYPES). */
export type ContentType = 'nieuws' | 'arbeidsvoorwaarden' | 'kennisbank' | 'bibliotheek';

export const BEHEER_PATH = '/portal/beheer';

export interface ContentSection {
  kind: 'content';
  /** The path segment below /portal/beheer. */
  slug: string;
  type: ContentType;
  label: string;
  /** "Nieuw bericht", "Nieuw document"... */
  newLabel: string;
  /** The taxonomy of its categories, when the type has them. */
  taxonomy?: Taxonomy;
}

export interface OtherSection {
  kind: 'categories' | 'direct-links' | 'contacts' | 'people';
  slug: string;
  label: string;
}

/** Issue 13 point 2: reference data, for administrator and beheerder (not the editor). */
export interface ReferenceSection {
  kind: 'reference';
  slug: string;
  label: string;
  refKind: ReferenceKind;
  /** "Nieuwe functie"... */
  newLabel: string;
  /** "functie": in messages and button names. */
  one: string;
}

export interface DeclarationReferenceSection {
  kind: 'declaration-types' | 'kilometer-rates';
  slug: string;
  label: string;
}

/** Issue 13 (declarations, payroll export, mood overview, audit log). */
export interface DeclarationsSection {
  kind: 'declarations' | 'payroll' | 'mood' | 'audit';
  slug: string;
  label: string;
  /** Who sees it within part 2: the audit log is the administrator's only. */
  allowed(roles: readonly string[]): boolean;
}

export type BeheerSection =
  | ContentSection
  | OtherSection
  | ReferenceSection
  | DeclarationReferenceSection
  | DeclarationsSection;

export const CONTENT_SECTIONS: readonly ContentSection[] = [
  { kind: 'content', slug: 'nieuws', type: 'nieuws', label: 'Nieuws', newLabel: 'Nieuw bericht' },
  {
    kind: 'content',
    slug: 'arbeidsvoorwaarden',
    type: 'arbeidsvoorwaarden',
    label: 'Arbeidsvoorwaarden',
    newLabel: 'Nieuw document',
    taxonomy: 'arbeidsvoorwaarden_categorieen',
  },
  {
    kind: 'content',
    slug: 'hoe-het-werkt',
    type: 'kennisbank',
    label: 'Hoe het werkt',
    newLabel: 'Nieuw artikel',
    taxonomy: 'kennisbank_categorieen',
  },
  {
    kind: 'content',
    slug: 'bibliotheek',
    type: 'bibliotheek',
    label: 'Bibliotheek',
    newLabel: 'Nieuw document',
  },
];

const beheerOrAdmin = (roles: readonly string[]) =>
  roles.includes('administrator') || roles.includes('beheerder');

export const DECLARATIONS_SECTIONS: readonly DeclarationsSection[] = [
  { kind: 'declarations', slug: 'declaraties', label: 'Declaraties', allowed: beheerOrAdmin },
  { kind: 'payroll', slug: 'salarisexport', label: 'Salarisexport', allowed: beheerOrAdmin },
  { kind: 'mood', slug: 'stemming', label: 'Stemming', allowed: beheerOrAdmin },
  {
    kind: 'audit',
    slug: 'auditlog',
    label: 'Auditlog',
    allowed: (roles) => roles.includes('administrator'),
  },
];

const CONTENT_MENU: readonly BeheerSection[] = [
  ...CONTENT_SECTIONS,
  { kind: 'categories', slug: 'categorieen', label: 'Categorieën' },
  { kind: 'direct-links', slug: 'direct-naar', label: 'Direct naar' },
  { kind: 'contacts', slug: 'contactpersonen', label: 'Contactpersonen' },
];

/** Issue 13 point 2: the reference data sections (administrator and beheerder). */
export const REFERENCE_SECTIONS: readonly BeheerSection[] = [
  {
    kind: 'reference',
    slug: 'functies',
    label: 'Functies',
    refKind: 'functies',
    newLabel: 'Nieuwe functie',
    one: 'functie',
  },
  {
    kind: 'reference',
    slug: 'opdrachtgevers',
    label: 'Opdrachtgevers',
    refKind: 'intra_opdrachtgevers',
    newLabel: 'Nieuwe opdrachtgever',
    one: 'opdrachtgever',
  },
  {
    kind: 'reference',
    slug: 'dienstverbanden',
    label: 'Dienstverbanden',
    refKind: 'dienstverbanden',
    newLabel: 'Nieuw dienstverband',
    one: 'dienstverband',
  },
  { kind: 'declaration-types', slug: 'declaratiesoorten', label: 'Declaratiesoorten' },
  { kind: 'kilometer-rates', slug: 'kilometervergoeding', label: 'Kilometervergoeding' },
];

/** Who manages reference data (the server's rule on /intranet/v1/beheer): the people managers. */
export const canManageReference = managesPeople;

export const PEOPLE_PATH = `${BEHEER_PATH}/mensen`;

/**
 * Part 2 (issue 13): people, reference data, declarations, payroll export, moods and the audit
 * log, for administrator and beheerder only (the audit log for the administrator only).
 */
const PART_2_SECTIONS: readonly BeheerSection[] = [
  { kind: 'people', slug: 'mensen', label: 'Mensen' },
  ...REFERENCE_SECTIONS,
  ...DECLARATIONS_SECTIONS,
];

export const BEHEER_SECTIONS: readonly BeheerSection[] = [...CONTENT_MENU, ...PART_2_SECTIONS];

export const sectionPath = (section: BeheerSection) => `${BEHEER_PATH}/${section.slug}`;

export function findSection(slug: string | undefined): BeheerSection | undefined {
  return BEHEER_SECTIONS.find((section) => section.slug === slug);
}

/**
 * The sections a user sees in the side menu: the content sections for administrator, editor
 * and beheerder (the beheerder read-only), part 2's for administrator and beheerder, others none.
 */
export function visibleSections(roles: readonly string[]): readonly BeheerSection[] {
  if (!canSeeBeheer(roles)) return [];
  if (!managesPeople(roles)) return CONTENT_MENU;
  return BEHEER_SECTIONS.filter((section) => !('allowed' in section) || section.allowed(roles));
}

/** Only administrator and editor write content, categories and site options (issue 12). */
export const canWriteBeheer = canEditContent;
