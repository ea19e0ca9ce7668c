import { dutchMonthName } from '@portal/contract/rules';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '@/shared/format/date';
import { formatEuro } from '@/shared/format/money';
import { Badge } from '@/shared/ui/badge';
import { buttonClasses } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { monthPath } from '../paths';
import type { MonthCardState } from '../year-overview';
import { describedBy } from './field-message';
import { MonthBadgeView } from './status-badge';

interface MonthCardProps {
  year: number;
  card: MonthCardState;
  /** Today's month: marked for assistive technology, and where a phone starts (issue 25). */
  current?: boolean;
  /** The year is still loading: badge "Laden...", no button yet. */
  loading: boolean;
  /** The year failed to load: the badge is unknown, the button follows the calendar. */
  unknown: boolean;
}

/** One month of the overview: badge, closing hint, and "Bekijken" unless it is not open yet. */
export function MonthCard({ year, card, current = false, loading, unknown }: MonthCardProps) {
  const rejected = !loading && !unknown && card.badge === 'rejected';
  const badgeId = useId();
  const opensId = useId();
  const name = dutchMonthName(card.month);
  const action = (
    <>
      Bekijken <span className="sr-only">{name.toLowerCase()}</span>
    </>
  );

  return (
    <li
      aria-current={current ? 'date' : undefined}
      className="flex scroll-mt-4 flex-col gap-3 rounded-lg border border-line bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-ink">{name}</h3>
        {loading ? (
          <Badge tone="muted">Laden...</Badge>
        ) : (
          !unknown && <MonthBadgeView badge={card.badge} id={badgeId} />
        )}
      </div>
      {!loading && (card.hint || card.opensOn || card.rowCount > 0 || rejected) && (
        <div className="space-y-0.5 text-sm">
          {rejected && (
            // Issue 25: the owner learns here that the month came back, and where to read why.
            <p className="text-danger-ink">
              Afgekeurd door de beoordelaar.{' '}
              <Link
                to={monthPath(year, card.month)}
                className="font-medium underline underline-offset-2 hover:text-danger"
              >
                Lees waarom <span className="sr-only">{name.toLowerCase()} is afgekeurd</span>
              </Link>
            </p>
          )}
          {card.hint && <p className="font-medium text-danger-ink">{card.hint}</p>}
          {card.opensOn && (
            <p id={opensId} className="text-muted">
              Opent op {formatLongDate(card.opensOn)}
            </p>
          )}
          {card.rowCount > 0 && (
            <p className="text-muted">
              {card.rowCount} {card.rowCount === 1 ? 'regel' : 'regels'} ·{' '}
              {formatEuro(card.totalAmount)}
            </p>
          )}
        </div>
      )}
      <div className="mt-auto pt-1">
        {loading ? (
          <Skeleton className="h-9 w-28" />
        ) : card.clickable ? (
          <Link to={monthPath(year, card.month)} className={buttonClasses('secondary')}>
            {action}
          </Link>
        ) : (
          // Focusable on purpose: a keyboard user still meets it and hears why it is closed.
          <button
            type="button"
            aria-disabled="true"
            aria-describedby={unknown ? undefined : describedBy(badgeId, card.opensOn && opensId)}
            className={buttonClasses('secondary')}
          >
            {action}
          </button>
        )}
      </div>
    </li>
  );
}
