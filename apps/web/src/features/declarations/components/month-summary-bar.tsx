import type { ReactNode } from 'react';
import { subtotalLines, summaryAmount, type Totals } from './totals-panel';

/**
 * The month screen's summary (SPEC §2: Subtotaal, BTW 9%, BTW 21%, Totaal and the buttons),
 * as a bar that sticks to the bottom of the window: on a long month the total and "Declaratie
 * indienen" stay in view without scrolling past every line. On a phone the three sub-amounts
 * shrink to one small line above the total and the buttons.
 */
export function MonthSummaryBar({ totals, children }: { totals?: Totals; children?: ReactNode }) {
  const lines = subtotalLines(totals);
  const amount = summaryAmount;

  return (
    <section
      aria-labelledby="samenvatting-titel"
      className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur sm:mx-0 sm:rounded-lg sm:border sm:px-6 nav:bottom-4"
    >
      <h2 id="samenvatting-titel" className="sr-only">
        Samenvatting
      </h2>
      {/* Phone: total and buttons on one line, the sub-amounts small below. Wider: one row. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 sm:flex sm:flex-wrap sm:gap-x-8">
        <dl className="order-3 col-span-2 flex flex-wrap gap-x-4 text-xs sm:order-1 sm:gap-x-8 sm:text-sm">
          {lines.map(([label, value]) => (
            <div key={label} className="flex gap-1.5 sm:flex-col sm:gap-0">
              <dt className="text-muted">{label}</dt>
              <dd className="tabular-nums">{amount(value)}</dd>
            </div>
          ))}
        </dl>
        <dl className="order-1 sm:order-2">
          <div className="flex items-baseline gap-2 sm:flex-col sm:gap-0">
            <dt className="text-sm font-semibold text-ink">Totaal</dt>
            <dd className="text-lg leading-tight font-semibold text-ink tabular-nums">
              {amount(totals?.total_amount)}
            </dd>
          </div>
        </dl>
        {children && (
          <div className="order-2 flex flex-wrap justify-end gap-2 sm:order-3 sm:ml-auto">
            {children}
          </div>
        )}
      </div>
    </section>
  );
}
