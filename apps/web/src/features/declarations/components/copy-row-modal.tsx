import type { DeclarationRow } from '@portal/contract';
import { daysInMonth, dutchMonthName, toIsoDate } from '@portal/contract/rules';
import { useRef, useState, type FormEvent } from 'react';
import { formatDate } from '@/shared/format/date';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Notice } from '@/shared/ui/notice';
import { useCopyToMultiple } from '../api/copy-to-multiple';
import { refusalMessage } from '../api/declaration-error';

const WEEKDAYS = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'];

interface CopyRowModalProps {
  row: DeclarationRow | null;
  year: number;
  month: number;
  onOpenChange(open: boolean): void;
  onCopied(count: number): void;
}

/** SPEC §2: copy one line to several dates of the same month, picked on a month grid. */
export function CopyRowModal({ row, year, month, onOpenChange, onCopied }: CopyRowModalProps) {
  return (
    <Modal
      open={row !== null}
      onOpenChange={onOpenChange}
      title="Declaratieregel kopiëren naar meerdere datums"
      description={
        row
          ? `${row.type} van ${formatDate(row.date)}: kies de dagen waarop je deze regel ook wilt declareren.`
          : undefined
      }
    >
      {row && (
        <CopyForm
          row={row}
          year={year}
          month={month}
          onCancel={() => onOpenChange(false)}
          onCopied={onCopied}
        />
      )}
    </Modal>
  );
}

function CopyForm({
  row,
  year,
  month,
  onCancel,
  onCopied,
}: {
  row: DeclarationRow;
  year: number;
  month: number;
  onCancel(): void;
  onCopied(count: number): void;
}) {
  const [dates, setDates] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const copy = useCopyToMultiple(year, month);
  const monthName = dutchMonthName(month).toLowerCase();
  const days = Array.from({ length: daysInMonth(year, month) }, (_, index) =>
    toIsoDate({ year, month, day: index + 1 }),
  );
  // Monday first, as Dutch calendars are.
  const leadingBlanks = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;

  function toggle(date: string) {
    setDates((current) => {
      const next = new Set(current);
      if (next.has(date)) next.delete(date);
      else next.add(date);
      return next;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    if (dates.size === 0) {
      setError('Kies minstens één datum');
      return;
    }
    inFlight.current = true;
    setError(null);
    try {
      await copy.mutateAsync({ declaration_id: row.id, dates: [...dates].sort() });
      onCopied(dates.size);
    } catch (failure) {
      setError(refusalMessage(failure, 'Er is een fout opgetreden'));
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">
          Dagen in {monthName} {year}
        </legend>
        <div className="grid grid-cols-7 gap-1 text-center text-sm">
          {WEEKDAYS.map((day) => (
            <span key={day} aria-hidden="true" className="py-1 text-xs font-semibold text-muted">
              {day}
            </span>
          ))}
          {Array.from({ length: leadingBlanks }, (_, index) => (
            <span key={`blank-${index}`} aria-hidden="true" />
          ))}
          {days.map((date, index) => {
            const own = date === row.date.slice(0, 10);
            return (
              <label
                key={date}
                className="relative flex h-10 cursor-pointer items-center justify-center rounded-md border border-line has-checked:border-accent has-checked:bg-accent has-checked:text-white has-disabled:cursor-not-allowed has-disabled:bg-surface has-disabled:text-muted has-focus-visible:outline-2 has-focus-visible:outline-accent"
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={dates.has(date)}
                  disabled={own}
                  onChange={() => toggle(date)}
                />
                <span aria-hidden="true">{index + 1}</span>
                <span className="sr-only">
                  {index + 1} {monthName}
                  {own ? ' (datum van deze regel)' : ''}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <p aria-live="polite" className="text-sm text-muted">
        {dates.size === 0
          ? 'Nog geen dagen gekozen.'
          : `${dates.size} ${dates.size === 1 ? 'dag' : 'dagen'} gekozen.`}
      </p>
      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={copy.isPending}>
          Annuleren
        </Button>
        <Button type="submit" busy={copy.isPending}>
          Kopiëren
        </Button>
      </div>
    </form>
  );
}
