import type { PostUsage } from './post-repository.js';

/** What uses an item, in the Dutch words the 409 and Beheer's lists show. */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const joinDutch = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} en ${parts.at(-1)}`;

/** "2 medewerkers (Anna de Vries, Bram Bakker) en 1 opdracht", or "niets". */
export function describeUsage(usage: PostUsage): { total: number; summary: string } {
  const parts: string[] = [];
  if (usage.people > 0) {
    const more = usage.people > usage.names.length ? ', …' : '';
    parts.push(
      `${plural(usage.people, 'medewerker', 'medewerkers')} (${usage.names.join(', ')}${more})`,
    );
  }
  if (usage.assignments > 0) parts.push(plural(usage.assignments, 'opdracht', 'opdrachten'));
  return { total: usage.people + usage.assignments, summary: joinDutch(parts) || 'niets' };
}

/** "1 declaratieregel", "3 declaratieregels". */
export const lineCount = (lines: number) => ({
  total: lines,
  summary: lines === 0 ? 'niets' : plural(lines, 'declaratieregel', 'declaratieregels'),
});
