import type { CalendarDate } from '@portal/contract/rules';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Card } from '@/shared/ui/card';
import { FlashNotice } from '@/shared/ui/flash-notice';
import { Notice } from '@/shared/ui/notice';
import { useYearSummary } from '../api/get-year-summary';
import { MonthCard } from '../components/month-card';
import { YearSelect } from '../components/year-select';
import { DECLARATIONS_PATH, parseYearParam, yearPath } from '../paths';
import { useQueryNotice } from '../use-query-notice';
import { useStartAtCurrentMonth } from '../use-start-at-current-month';
import { useToday } from '../use-today';
import { monthCards, yearOptions } from '../year-overview';

/** /portal/declaraties and /portal/declaraties/{jaar} (SPEC §2 "Declarations overview"). */
export function DeclarationsOverviewScreen() {
  const { jaar } = useParams();
  const today = useToday();
  const year = jaar === undefined ? today.year : parseYearParam(jaar);
  if (year === null) return <Navigate to={DECLARATIONS_PATH} replace />;
  return <YearOverview year={year} today={today} />;
}

function YearOverview({ year, today }: { year: number; today: CalendarDate }) {
  const navigate = useNavigate();
  const notice = useQueryNotice();
  const summary = useYearSummary(year);
  const cards = monthCards(year, summary.data?.data, today);
  const isCurrentYear = year === today.year;
  const list = useStartAtCurrentMonth<HTMLUListElement>(isCurrentYear);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink">Declaraties</h1>
        <FlashNotice flash={notice.flash} onDismiss={notice.dismiss} className="mt-4 empty:mt-0" />
      </div>
      <Card aria-labelledby="declareren-titel" className="space-y-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-1">
            <h2 id="declareren-titel" className="text-lg font-semibold text-ink">
              Start met declareren
            </h2>
            <p className="text-sm text-muted">
              Kies een maand om je onkosten en kilometers toe te voegen en in te dienen.
            </p>
          </div>
          <YearSelect
            years={yearOptions(today.year, year)}
            value={year}
            onChange={(next) => navigate(yearPath(next))}
          />
        </div>
      </Card>
      {summary.isError && (
        <Notice tone="error">
          De status van de maanden kon niet worden geladen. Probeer het later opnieuw.
        </Notice>
      )}
      <section aria-labelledby="maanden-titel" aria-busy={summary.isPending}>
        <h2 id="maanden-titel" className="sr-only">
          Maanden van {year}
        </h2>
        <ul
          ref={list}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
        >
          {cards.map((card) => (
            <MonthCard
              key={card.month}
              year={year}
              card={card}
              current={isCurrentYear && card.month === today.month}
              loading={summary.isPending}
              unknown={summary.isError}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
