import type { KilometerRate } from '@portal/contract';
import { useId, useState } from 'react';
import { formatDate } from '@/shared/format/date';
import { formatEuro } from '@/shared/format/money';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { DateField } from '@/shared/ui/date-field';
import { hintClasses, inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { FlashNotice, useFlash } from '@/shared/ui/flash-notice';
import { useKilometerRates, useKilometerRateWrites } from '../api/reference-data';
import { DataFrame, FrameCell, FrameRow } from '../components/data-frame';
import { DeleteConfirm } from '../components/delete-confirm';
import { DeleteButton, EditButton, RowActions } from '../components/row-actions';
import { centsToInput, errorText, parseEuroCents } from '../model/reference-data';

type Draft = { id: number | null; validFrom: string; euro: string };

const COLUMNS = [
  { label: 'Geldig vanaf' },
  { label: 'Tot en met' },
  { label: 'Per km' },
  { label: 'Berekend voor' },
  { label: 'Acties', srOnly: true },
];

function RateForm({
  draft,
  busy,
  error,
  onCancel,
  onSave,
}: {
  draft: Draft;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onSave: (draft: Draft) => void;
}) {
  const id = useId();
  const [validFrom, setValidFrom] = useState(draft.validFrom);
  const [euro, setEuro] = useState(draft.euro);
  return (
    <form
      aria-label={draft.id === null ? 'Nieuwe kilometervergoeding' : 'Kilometervergoeding wijzigen'}
      className="flex flex-wrap items-end gap-3 border-t border-line pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ ...draft, validFrom, euro });
      }}
    >
      <div className="space-y-1">
        <label htmlFor={`${id}-vanaf`} className={labelClasses}>
          Geldig vanaf
        </label>
        <DateField id={`${id}-vanaf`} value={validFrom} onChange={setValidFrom} />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-bedrag`} className={labelClasses}>
          Vergoeding per km (€)
        </label>
        <input
          id={`${id}-bedrag`}
          inputMode="decimal"
          placeholder="0,23"
          value={euro}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setEuro(event.target.value)}
          className={`${inputClasses} w-32`}
        />
      </div>
      <Button type="submit" busy={busy}>
        Opslaan
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Annuleren
      </Button>
      <p id={`${id}-hint`} className={`${hintClasses} w-full`}>
        In euro met een komma, bijvoorbeeld 0,23. Een regel krijgt de vergoeding van zijn datum.
      </p>
      {error && <p className="w-full text-sm text-danger-ink">{error}</p>}
    </form>
  );
}

/**
 * Kilometervergoeding: the rates with the date each starts. Next year's rate can be entered
 * now; a rate that already priced lines cannot change any more (the server says which).
 */
export function KilometerRatesScreen() {
  const list = useKilometerRates();
  const writes = useKilometerRateWrites();
  const flash = useFlash();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<KilometerRate | null>(null);

  async function save(next: Draft) {
    const cents = parseEuroCents(next.euro);
    if (!next.validFrom) return setFormError('Vul de datum in vanaf wanneer de vergoeding geldt.');
    if (cents === null || cents < 1) return setFormError('Vul een bedrag in, bijvoorbeeld 0,23.');
    setFormError(null);
    const body = { valid_from: next.validFrom, cents_per_km: cents };
    try {
      if (next.id === null) await writes.create.mutateAsync(body);
      else await writes.update.mutateAsync({ id: next.id, body });
      flash.show('success', 'Opgeslagen');
      setDraft(null);
    } catch (cause) {
      setFormError(errorText(cause));
    }
  }

  return (
    <>
      <h1 className="text-2xl font-semibold text-ink">Kilometervergoeding</h1>
      <Card className="space-y-4">
        <FlashNotice flash={flash.flash} onDismiss={flash.dismiss} />
        <DataFrame
          query={list}
          label="Kilometervergoeding"
          failure="De kilometervergoedingen konden niet worden geladen."
          caption="Kilometervergoedingen"
          stacked
          columns={COLUMNS}
        >
          {(list.data ?? []).map((rate) => {
            const label = `de vergoeding vanaf ${formatDate(rate.valid_from)}`;
            return (
              <FrameRow key={rate.id}>
                <FrameCell label="Geldig vanaf" className="whitespace-nowrap text-ink">
                  {formatDate(rate.valid_from)}
                </FrameCell>
                <FrameCell label="Tot en met" className="whitespace-nowrap text-ink">
                  {rate.valid_until ? formatDate(rate.valid_until) : '—'}
                </FrameCell>
                <FrameCell label="Per km" className="whitespace-nowrap text-ink">
                  {formatEuro(rate.cents_per_km / 100)}
                </FrameCell>
                <FrameCell label="Berekend voor" className="text-muted">
                  {rate.usage.summary}
                </FrameCell>
                <FrameCell>
                  {rate.usage.total === 0 ? (
                    <RowActions>
                      <EditButton
                        title={label}
                        onClick={() =>
                          setDraft({
                            id: rate.id,
                            validFrom: rate.valid_from,
                            euro: centsToInput(rate.cents_per_km),
                          })
                        }
                      />
                      <DeleteButton label={label} onClick={() => setDeleting(rate)} />
                    </RowActions>
                  ) : (
                    <span className="text-muted">Vast: al gebruikt</span>
                  )}
                </FrameCell>
              </FrameRow>
            );
          })}
        </DataFrame>
        {draft ? (
          <RateForm
            key={draft.id ?? 'nieuw'}
            draft={draft}
            busy={writes.create.isPending || writes.update.isPending}
            error={formError}
            onCancel={() => {
              setDraft(null);
              setFormError(null);
            }}
            onSave={(next) => void save(next)}
          />
        ) : (
          <Button onClick={() => setDraft({ id: null, validFrom: '', euro: '' })}>
            Nieuwe vergoeding
          </Button>
        )}
      </Card>
      <DeleteConfirm
        item={deleting}
        title="Kilometervergoeding verwijderen?"
        describe={(rate) => `De vergoeding vanaf ${formatDate(rate.valid_from)} wordt verwijderd.`}
        remove={(id) => writes.remove.mutateAsync(id)}
        onClose={() => setDeleting(null)}
        onDeleted={() => flash.show('success', 'Verwijderd')}
      />
    </>
  );
}
