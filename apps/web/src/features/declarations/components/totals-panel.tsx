import type { ReactNode } from 'react';
import { formatEuro } from '@/shared/format/money';
import { Card } from '@/shared/ui/card';
import { Skeleton } from '@/shared/ui/skeleton';

export interface Totals {
  total_rows: number;
  total_vat_9: number;
  total_vat_21: number;
  total_amount: number;
}

/** The lines above the total: Subtotaal (without VAT), BTW 9% and BTW 21%. */
export const subtotalLines = (totals?: Totals): Array<[string, number | undefined]> => [
  ['Subtotaal', totals?.total_rows],
  ['BTW 9%', totals?.total_vat_9],
  ['BTW 21%', totals?.total_vat_21],
];

/** An amount of the summary; a skeleton while it loads. */
export const summaryAmount = (value: number | undefined) =>
  value === undefined ? <Skeleton className="h-4 w-20" /> : formatEuro(value);

/** SPEC §2 summary: Subtotaal (without VAT), BTW 9%, BTW 21% and Totaal, as the server sums them. */
export function TotalsPanel({ totals, children }: { totals?: Totals; children?: ReactNode }) {
  const lines = subtotalLines(totals);
  const amount = summaryAmount;

  return (
    <Card aria-labelledby="samenvatting-titel" className="space-y-4">
      <h2 id="samenvatting-titel" className="text-lg font-semibold text-ink">
        Samenvatting
      </h2>
      <dl className="space-y-2 text-sm">
        {lines.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-4">
            <dt className="text-muted">{label}</dt>
            <dd>{amount(value)}</dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
          <dt>Totaal</dt>
          <dd>{amount(totals?.total_amount)}</dd>
        </div>
      </dl>
      {children}
    </Card>
  );
}
