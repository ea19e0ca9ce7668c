import { useMemo } from 'react';
import {
  useFunctieOptions,
  useOpdrachtgeverOptions,
} from '@/shared/content/get-functies-opdrachtgevers';
import { htmlToPlainText } from '@/shared/format/plain-text';
import type { NameLookup } from '../model';

const EMPTY: NameLookup = new Map();

function toLookup(items: ReadonlyArray<{ id: number; title: { rendered: string } }> | undefined) {
  return items
    ? new Map(items.map((item) => [item.id, htmlToPlainText(item.title.rendered)]))
    : EMPTY;
}

/**
 * The names of functies and opdrachtgevers by id (an assignment holds only their ids). A list
 * that fails to load leaves its names missing: the rows then say so (SPEC §8).
 */
export function useNameLookups(): { functies: NameLookup; opdrachtgevers: NameLookup } {
  const functies = useFunctieOptions().data;
  const opdrachtgevers = useOpdrachtgeverOptions().data;
  return useMemo(
    () => ({ functies: toLookup(functies), opdrachtgevers: toLookup(opdrachtgevers) }),
    [functies, opdrachtgevers],
  );
}
