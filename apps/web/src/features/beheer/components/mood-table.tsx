import { weekLabel } from '../model/week-counts';
import { scrollClasses } from './data-frame';
import type { MoodOverview } from '../api/mood-overview';

/** The chart's data as a table: per professional the answer of each week (– for none). */
export function MoodTable({
  weeks,
  consultant,
}: {
  weeks: readonly string[];
  consultant: MoodOverview['consultants'][number];
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={`Antwoorden per week van ${consultant.name}`}
      className={scrollClasses}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Antwoorden per week van {consultant.name}</caption>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="px-2 py-2 font-semibold">
              Professional
            </th>
            {weeks.map((week) => (
              <th key={week} scope="col" className="px-2 py-2 text-center font-semibold">
                <span className="sr-only">Week van </span>
                {weekLabel(week)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {consultant.professionals.map((professional) => (
            <tr key={professional.id} className="border-b border-line">
              <th scope="row" className="px-2 py-2 text-left font-medium text-ink">
                {professional.name}
              </th>
              {weeks.map((week) => {
                const answer = professional.answers.find((a) => a.week === week);
                return (
                  <td
                    key={week}
                    className={
                      answer && answer.mood >= 3
                        ? 'px-2 py-2 text-center font-bold'
                        : 'px-2 py-2 text-center'
                    }
                  >
                    {answer ? answer.mood : '–'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
