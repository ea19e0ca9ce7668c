import type { MoodOverview } from '../api/mood-overview';

type Consultant = MoodOverview['consultants'][number];

export interface WeekCounts {
  week: string;
  /** Short label for the axis: day-month of the Monday. */
  label: string;
  m1: number;
  m2: number;
  m3: number;
  m4: number;
}

/** "2026-11-09" as "9-11", the axis label of a week. */
export const weekLabel = (week: string) =>
  `${Number(week.slice(8, 10))}-${Number(week.slice(5, 7))}`;

/** How many of the consultant's professionals gave each answer, per week. */
export function weekCounts(weeks: readonly string[], consultant: Consultant): WeekCounts[] {
  return weeks.map((week) => {
    const counts: WeekCounts = { week, label: weekLabel(week), m1: 0, m2: 0, m3: 0, m4: 0 };
    for (const professional of consultant.professionals) {
      const answer = professional.answers.find((a) => a.week === week);
      if (answer) counts[`m${answer.mood}` as 'm1' | 'm2' | 'm3' | 'm4'] += 1;
    }
    return counts;
  });
}

/** Whether any of the consultant's professionals answered in one of these weeks. */
export const answered = (weeks: readonly string[], consultant: Consultant) =>
  consultant.professionals.some((professional) =>
    professional.answers.some((answer) => weeks.includes(answer.week)),
  );
