import { dutchMonthName, monthInSentence, todayInAmsterdam } from '@portal/contract/rules';
import { useId, useState } from 'react';
import { formatDateTime } from '@/shared/format/date';
import { formatEuro } from '@/shared/format/money';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { FlashNotice, useFlash } from '@/shared/ui/flash-notice';
import { MonthField } from '@/shared/ui/month-field';
import { Notice } from '@/shared/ui/notice';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import {
  useCreatePayrollExport,
  useDownloadPayrollExport,
  usePayrollExports,
  usePayrollPreview,
  type PayrollExport,
  type PayrollPeriod,
} from '../api/payroll';
import { DataFrame, FrameCell, FrameRow, messageOf } from '../components/data-frame';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Last month, the one paid out at the start of this one. */
export function previousMonth(today = todayInAmsterdam()): string {
  const year = today.month === 1 ? today.year - 1 : today.year;
  const month = today.month === 1 ? 12 : today.month - 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

const COLUMNS = [
  { label: 'Medewerker' },
  { label: 'Maand' },
  { label: 'Totaal', className: 'sm:text-right' },
  { label: 'Eerder geëxporteerd' },
];

const monthLabel = (year: number, month: number) => `${dutchMonthName(month)} ${year}`;
/** `2026-09` as "september 2026" (the label sits inside a sentence). */
const monthOf = (value: string) =>
  monthInSentence(Number(value.slice(0, 4)), Number(value.slice(5)));
const periodLabel = (from: string, to: string) =>
  from === to ? monthOf(from) : `${monthOf(from)} t/m ${monthOf(to)}`;
const isPeriod = (period: PayrollPeriod) =>
  MONTH.test(period.from) && MONTH.test(period.to) && period.from <= period.to;

function DownloadButtons({ id, label }: { id: number; label: string }) {
  const download = useDownloadPayrollExport();
  const [error, setError] = useState<string | null>(null);
  const run = (format: 'xlsx' | 'csv') => {
    setError(null);
    download(id, format).catch((cause: unknown) => setError(messageOf(cause)));
  };
  return (
    <div className="flex flex-wrap gap-2">
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button key={format} variant="secondary" size="sm" onClick={() => run(format)}>
          {format.toUpperCase()} downloaden <span className="sr-only">voor {label}</span>
        </Button>
      ))}
      {error && <span className="text-sm text-danger-ink">{error}</span>}
    </div>
  );
}

/**
 * An export's files: being made, failed, or the download buttons. The text lives in a polite
 * live region, so a screen reader hears when the files are ready (or could not be made).
 */
function ExportFiles({ item, label }: { item: PayrollExport; label: string }) {
  return (
    <div aria-live="polite" className="text-sm">
      {item.file_status === 'pending' && (
        <p className="flex items-center gap-2 text-muted">
          <Spinner />
          Bestand wordt gemaakt…
        </p>
      )}
      {item.file_status === 'failed' && (
        <p className="text-danger-ink">Het bestand kon niet worden gemaakt.</p>
      )}
      {item.file_status === 'ready' && <DownloadButtons id={item.id} label={label} />}
    </div>
  );
}

function PreviewTable({ period }: { period: PayrollPeriod }) {
  const valid = isPeriod(period);
  const preview = usePayrollPreview(period, valid);
  if (!valid) return <Notice tone="error">Kies een geldige periode (van vóór tot en met).</Notice>;
  const data = preview.data;
  return (
    <div className="space-y-2">
      {data && data.month_count > 0 && (
        <p className="text-sm font-semibold text-ink" aria-live="polite">
          {data.month_count} {data.month_count === 1 ? 'maand' : 'maanden'}, totaal{' '}
          {formatEuro(data.total_amount)}
        </p>
      )}
      <DataFrame
        query={preview}
        label="Maanden in de export"
        failure="De maanden voor de export konden niet worden geladen."
        columns={COLUMNS}
        stacked
        empty={
          data?.month_count === 0 && 'Geen goedgekeurde maanden die nog niet zijn geëxporteerd.'
        }
      >
        {data?.months.map((m) => (
          <FrameRow key={m.id}>
            <FrameCell className="font-semibold text-ink">{m.user.name}</FrameCell>
            <FrameCell label="Maand">{monthLabel(m.year, m.month)}</FrameCell>
            <FrameCell label="Totaal" className="whitespace-nowrap sm:text-right">
              {formatEuro(m.total_amount)}
            </FrameCell>
            <FrameCell label="Eerder geëxporteerd">
              {m.exported_at ? formatDateTime(m.exported_at) : 'Nee'}
            </FrameCell>
          </FrameRow>
        ))}
      </DataFrame>
    </div>
  );
}

function EarlierExports() {
  const list = usePayrollExports();
  if (list.isPending) return <Skeleton className="h-16" />;
  if (list.isError) {
    return <RetryNotice query={list}>De eerdere exports konden niet worden geladen.</RetryNotice>;
  }
  if (list.data.exports.length === 0) return <p className="text-muted">Nog geen exports.</p>;
  return (
    <ul className="divide-y divide-line">
      {list.data.exports.map((item) => {
        const label = `export ${item.id} (${periodLabel(item.from, item.to)})`;
        return (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="text-sm">
              <p className="font-semibold text-ink">
                Export van {periodLabel(item.from, item.to)}: {item.month_count}{' '}
                {item.month_count === 1 ? 'maand' : 'maanden'}, {formatEuro(item.total_amount)}
              </p>
              <p className="text-muted">
                {formatDateTime(item.created_at)} door {item.created_by.name || 'onbekend'}
              </p>
            </div>
            <ExportFiles item={item} label={label} />
          </li>
        );
      })}
    </ul>
  );
}

/** The years the period's lists offer: exports are of recent months. */
const PAYROLL_YEARS_BACK = 5;

/** Beheer > Salarisexport: approved months of a period to XLSX or CSV for the payroll system. */
export function PayrollScreen() {
  const id = useId();
  const thisYear = todayInAmsterdam().year;
  const [period, setPeriod] = useState<PayrollPeriod>(() => {
    const last = previousMonth();
    return { from: last, to: last, includeExported: false };
  });
  const create = useCreatePayrollExport();
  const flash = useFlash();
  // The same query as the preview's (cached): no export of a period without months to export.
  const preview = usePayrollPreview(period, isPeriod(period));
  const nothingToExport = !isPeriod(period) || preview.data?.month_count === 0;

  // The new export appears at the top of "Eerdere exports", with its files once they are made.
  async function makeExport() {
    try {
      const result = await create.mutateAsync(period);
      flash.show('success', `Export gemaakt: ${result.export.month_count} maanden.`);
    } catch (cause) {
      flash.show('error', messageOf(cause));
    }
  }

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-ink">Salarisexport</h1>
      <FlashNotice flash={flash.flash} onDismiss={flash.dismiss} />
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold text-ink">Nieuwe export</h2>
        <div className="flex flex-wrap items-end gap-4">
          {/* Issue 25 item 15: Dutch month names whatever the browser's language. */}
          <MonthField
            id={`${id}-from`}
            label="Van"
            value={period.from}
            fromYear={thisYear - PAYROLL_YEARS_BACK}
            toYear={thisYear}
            onChange={(from) => setPeriod({ ...period, from })}
          />
          <MonthField
            id={`${id}-to`}
            label="Tot en met"
            value={period.to}
            fromYear={thisYear - PAYROLL_YEARS_BACK}
            toYear={thisYear}
            onChange={(to) => setPeriod({ ...period, to })}
          />
          <label className="flex items-center gap-2 pb-2 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4"
              checked={period.includeExported}
              onChange={(event) => setPeriod({ ...period, includeExported: event.target.checked })}
            />
            Eerder geëxporteerde maanden opnieuw meenemen
          </label>
        </div>
        <PreviewTable period={period} />
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={makeExport} busy={create.isPending} disabled={nothingToExport}>
            Export maken
          </Button>
        </div>
      </Card>
      <Card className="space-y-2">
        <h2 className="text-lg font-semibold text-ink">Eerdere exports</h2>
        <EarlierExports />
      </Card>
    </div>
  );
}
