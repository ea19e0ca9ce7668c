import { describe, expect, it } from 'vitest';
import {
  assignmentCreateSchema,
  assignmentListQuerySchema,
  assignmentStatusLabel,
  quarterLabel,
  quarterOf,
} from '../src/index.js';

describe('assignment rules', () => {
  it('names the quarter of a date (Q1 is January to March)', () => {
    expect(quarterOf({ year: 2026, month: 3, day: 31 })).toBe('2026-Q1');
    expect(quarterOf({ year: 2026, month: 4, day: 1 })).toBe('2026-Q2');
    expect(quarterOf({ year: 2026, month: 12, day: 31 })).toBe('2026-Q4');
    expect(quarterLabel('2026-Q3')).toBe('3e kwartaal 2026');
    expect(quarterLabel('iets')).toBe('iets');
  });

  it('shows the status as SPEC §4 does, "Onbekend" for anything else', () => {
    expect(assignmentStatusLabel('not-started')).toBe('Nog niet gestart');
    expect(assignmentStatusLabel('in-progress')).toBe('Lopend');
    expect(assignmentStatusLabel('completed')).toBe('Afgerond');
    expect(assignmentStatusLabel('publish')).toBe('Onbekend');
  });

  it('reads the portal’s create payload: ids as numbers or digits, empty values as none', () => {
    const parsed = assignmentCreateSchema.parse({
      title: 'Opdracht',
      status: 'publish',
      author: 3,
      fields: { status: 'not-started', user: '12', functie: '', opdrachtgever: 4, startdatum: '' },
    });
    expect(parsed.fields).toEqual({
      status: 'not-started',
      user: 12,
      functie: null,
      opdrachtgever: 4,
      startdatum: null,
      einddatum: null,
    });
    expect(
      assignmentCreateSchema.safeParse({ fields: { user: 1, startdatum: '2026-02-30' } }).success,
    ).toBe(false);
  });

  it('takes the list call of SPEC §7 and at most 200 per page', () => {
    const query = assignmentListQuerySchema.parse({
      orderby: 'name',
      order: 'asc',
      number: '200',
      per_page: '200',
    });
    expect(query).toMatchObject({ orderby: 'name', order: 'asc', per_page: 200, page: 1 });
    expect(assignmentListQuerySchema.safeParse({ per_page: '201' }).success).toBe(false);
  });
});
