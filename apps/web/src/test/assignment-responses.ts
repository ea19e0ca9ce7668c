import type { Assignment, AssignmentEvaluation } from '@portal/contract';

/** Bodies shaped like packages/contract/src/assignments.ts, as our server answers them. */

type AcfOverrides = Partial<Assignment['acf']>;

export function assignment(
  id: number,
  acf: AcfOverrides = {},
  { title = `Opdracht ${id}`, pdf = true }: { title?: string; pdf?: boolean } = {},
): Assignment {
  return {
    id,
    date: '2026-09-01T08:00:00',
    modified: '2026-11-01T08:00:00',
    status: 'publish',
    type: 'assignments',
    title: { rendered: title },
    author: { id: 7, name: 'Sanne de Vries' },
    acf: {
      status: 'in-progress',
      user: { ID: 21, display_name: 'Daan Meijer' },
      functie: { id: 3 },
      opdrachtgever: { id: 5 },
      startdatum: '2026-09-01',
      einddatum: '2027-02-28',
      user_ontwikkeling: '',
      user_opdracht: '',
      user_meerwaarde: '',
      kwartaal: null,
      evaluaties: [],
      ...acf,
    },
    ...(pdf
      ? { pdf_url: `/pdf/assignment/${id}?viewer=21&expires=1795267200&signature=pdf${id}` }
      : {}),
  };
}

export function evaluation(
  kwartaal: string,
  texts: Partial<AssignmentEvaluation> = {},
): AssignmentEvaluation {
  return {
    kwartaal,
    user_ontwikkeling: `Ontwikkeling ${kwartaal}`,
    user_opdracht: `Opdracht ${kwartaal}`,
    user_meerwaarde: `Meerwaarde ${kwartaal}`,
    updated_at: '2026-09-30T14:00:00Z',
    updated_by: { ID: 21, display_name: 'Daan Meijer' },
    ...texts,
  };
}

/** The acf of an assignment whose latest saved quarter is `evaluation`. */
export function evaluatedAcf(latest: AssignmentEvaluation, ...older: AssignmentEvaluation[]) {
  return {
    user_ontwikkeling: latest.user_ontwikkeling,
    user_opdracht: latest.user_opdracht,
    user_meerwaarde: latest.user_meerwaarde,
    kwartaal: latest.kwartaal,
    evaluaties: [latest, ...older],
  };
}
