import { lazy, Suspense, useId, useState } from 'react';
import { Card } from '@/shared/ui/card';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { FlashNotice, useFlash } from '@/shared/ui/flash-notice';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { useMoodOverview } from '../api/mood-overview';
import { MoodTable } from '../components/mood-table';
import { OpenAnswers } from '../components/open-answers';
import { answered, weekCounts } from '../model/week-counts';

// recharts is large: only this screen loads it, and only once there is something to draw.
const MoodChart = lazy(() => import('../components/mood-chart'));

const WEEK_OPTIONS = [4, 8, 12, 26];

/**
 * Stemming: per consultant a chart of their professionals' answers per week (with the same
 * data as a table) and the worrying answers to follow up. /portal/stemming for a medewerker
 * (their own professionals), and Beheer > Stemming for beheerder and administrator (everyone).
 */
export function MoodOverviewScreen() {
  const id = useId();
  const [weeks, setWeeks] = useState(8);
  const overview = useMoodOverview(weeks);
  const flash = useFlash();

  let content;
  if (overview.isPending) content = <Skeleton className="h-64" />;
  else if (overview.isError) {
    content = <RetryNotice query={overview}>De stemming kon niet worden geladen.</RetryNotice>;
  } else {
    const { consultants, open } = overview.data;
    content = (
      <>
        <Card className="space-y-3">
          <h2 className="text-lg font-semibold text-ink">Nog op te volgen ({open.length})</h2>
          <OpenAnswers answers={open} onDone={(text) => flash.show('success', text)} />
        </Card>
        {consultants.length === 0 && (
          <p className="text-muted">Er zijn geen professionals om te tonen.</p>
        )}
        {consultants.map((consultant, index) => (
          <Card key={consultant.id} className="space-y-3">
            <h2 className="text-lg font-semibold text-ink">{consultant.name}</h2>
            {answered(overview.data.weeks, consultant) ? (
              <>
                <Suspense fallback={<Skeleton className="h-64" />}>
                  <MoodChart
                    id={`${id}-${index}`}
                    data={weekCounts(overview.data.weeks, consultant)}
                    title={`Stemming per week van de professionals van ${consultant.name}`}
                  />
                </Suspense>
                <details>
                  <summary className="cursor-pointer text-sm font-semibold text-accent-strong">
                    Toon als tabel
                  </summary>
                  <MoodTable weeks={overview.data.weeks} consultant={consultant} />
                </details>
              </>
            ) : (
              // An empty chart (and a table of dashes) says nothing; one line says it all.
              <p className="text-muted">Geen antwoorden in deze periode.</p>
            )}
          </Card>
        ))}
      </>
    );
  }

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-ink">Stemming</h1>
      <FlashNotice flash={flash.flash} onDismiss={flash.dismiss} />
      <div className="w-48">
        <label htmlFor={`${id}-weeks`} className={labelClasses}>
          Periode
        </label>
        <select
          id={`${id}-weeks`}
          className={inputClasses}
          value={weeks}
          onChange={(event) => setWeeks(Number(event.target.value))}
        >
          {WEEK_OPTIONS.map((count) => (
            <option key={count} value={count}>
              Laatste {count} weken
            </option>
          ))}
        </select>
      </div>
      {content}
    </div>
  );
}
