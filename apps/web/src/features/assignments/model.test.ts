import { describe, expect, it } from 'vitest';
import { assignment, evaluatedAcf, evaluation } from '@/test/assignment-responses';
import { evaluationView } from './evaluation';
import { assignmentAccess, matchesFilters, readFilters, writeFilters, type Viewer } from './model';

const daans = assignment(1, { user: { ID: 21, display_name: 'Daan Meijer' } });
const viewer = (id: number, roles: string[], managed: number[] = []): Viewer => ({
  id,
  roles,
  managed,
});

describe('assignmentAccess (SPEC §5, §6)', () => {
  it.each([
    ['the professional', viewer(21, ['professional']), [true, true, true, false]],
    ['another professional', viewer(22, ['professional']), [false, false, false, false]],
    ['the consultant', viewer(7, ['medewerker'], [21]), [true, true, true, true]],
    ['another medewerker', viewer(8, ['medewerker'], [30]), [false, false, false, false]],
    ['a beheerder', viewer(2, ['beheerder']), [true, false, false, true]],
    ['an administrator', viewer(1, ['administrator']), [true, false, false, true]],
    ['an editor', viewer(3, ['editor']), [false, false, false, false]],
    ['a medewerker who is the professional', viewer(21, ['medewerker']), [true, true, true, true]],
  ] as const)('%s', (_who, who, [canOpen, isOwnerOrConsultant, canWrite, canChangeStatus]) => {
    expect(assignmentAccess(daans, who)).toEqual({
      canOpen,
      isOwnerOrConsultant,
      canWrite,
      canChangeStatus,
    });
  });

  it('writes nothing on a completed assignment', () => {
    const done = assignment(1, { status: 'completed' });
    expect(assignmentAccess(done, viewer(21, ['professional'])).canWrite).toBe(false);
    expect(assignmentAccess(done, viewer(7, ['medewerker'], [21])).canChangeStatus).toBe(true);
  });
});

describe('filters', () => {
  it('reads and writes the address, ignoring an unknown status', () => {
    expect(readFilters(new URLSearchParams('status=completed&zoek=Data'))).toEqual({
      status: 'completed',
      search: 'Data',
    });
    expect(readFilters(new URLSearchParams('status=publish'))).toEqual({
      status: 'all',
      search: '',
    });
    expect(writeFilters({ status: 'all', search: '  ' }).toString()).toBe('');
    expect(writeFilters({ status: 'in-progress', search: ' wonen ' }).toString()).toBe(
      'status=in-progress&zoek=wonen',
    );
  });

  it('matches the keyword in the title, case-insensitively (ĳ as ij), and the status', () => {
    const item = assignment(1, { status: 'in-progress' }, { title: 'Spoorplanning ĲSSEL' });
    expect(matchesFilters(item, { status: 'all', search: 'ijssel' })).toBe(true);
    expect(matchesFilters(item, { status: 'all', search: 'ĳssel' })).toBe(true);
    expect(matchesFilters(item, { status: 'all', search: 'zwolle' })).toBe(false);
    expect(matchesFilters(item, { status: 'in-progress', search: 'PLAN' })).toBe(true);
    expect(matchesFilters(item, { status: 'completed', search: '' })).toBe(false);
  });
});

describe('evaluationView', () => {
  const writer = viewer(21, ['professional']);

  it('writes the current quarter, starting from the last saved one', () => {
    const item = assignment(1, evaluatedAcf(evaluation('2026-Q3'), evaluation('2026-Q2')));
    const view = evaluationView(item, assignmentAccess(item, writer), '2026-Q4');
    expect(view.heading).toBe('Evaluatie 4e kwartaal 2026');
    expect(view.values.user_opdracht).toBe('Opdracht 2026-Q3');
    expect(view.note).toBe(
      'De teksten komen uit het 3e kwartaal 2026. Pas ze aan en sla ze op voor het 4e kwartaal 2026.',
    );
    expect(view.readOnly).toBe(false);
    expect(view.earlier.map((e) => e.kwartaal)).toEqual(['2026-Q3', '2026-Q2']);
  });

  it('reads the latest quarter when completed, or when never evaluated says "Evaluatie"', () => {
    const done = assignment(1, { status: 'completed', ...evaluatedAcf(evaluation('2026-Q2')) });
    const view = evaluationView(done, assignmentAccess(done, writer), '2026-Q4');
    expect(view.heading).toBe('Evaluatie 2e kwartaal 2026');
    expect(view.readOnly).toBe(true);
    expect(view.earlier).toEqual([]);

    const never = assignment(2, { status: 'completed' });
    expect(evaluationView(never, assignmentAccess(never, writer), '2026-Q4').heading).toBe(
      'Evaluatie',
    );
  });
});
