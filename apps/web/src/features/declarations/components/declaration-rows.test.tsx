import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { receiptRow, tripRow } from '@/test/declaration-responses';
import { DeclarationRows } from './declaration-rows';
import { RowActions } from './row-actions';

const trip = tripRow({ id: 1 });
const back = tripRow({
  id: 2,
  return: true,
  description: 'Retour van Kilometers',
  location_start: trip.location_end,
  location_end: trip.location_start,
});
const parking = receiptRow({ id: 3 });

function renderRows() {
  const onAction = vi.fn();
  render(
    <DeclarationRows
      rows={[trip, back, parking]}
      caption="Declaratieregels van maart 2026"
      actions={(row) => <RowActions row={row} editable addingReturn={false} onAction={onAction} />}
    />,
  );
  return {
    onAction,
    table: screen.getByRole('table', { name: 'Declaratieregels van maart 2026' }),
  };
}

describe('DeclarationRows: one compact table row per line', () => {
  it('has a caption and column headers for every cell, in the order of a line', () => {
    const { table } = renderRows();
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Soort',
      'Datum',
      'Omschrijving',
      'Rit',
      'Km',
      'Bon',
      'Bedrag',
      'Acties',
    ]);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
    // The header row and one row per line, each with a cell per column.
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const cells = within(rows[1]!).getAllByRole('cell');
    // Text as read; the € sign is followed by a no-break space.
    const text = (cell: HTMLElement) => cell.textContent?.replace(/\s+/g, ' ');
    expect(cells.map(text)).toEqual([
      'Kilometers',
      '09-03-2026',
      'Klantbezoek Rijkswaterstaat',
      'Stationsplein 1, Utrecht →naar Griffioenlaan 2, Utrecht',
      '42 km',
      '–Geen bon',
      '€ 9,66',
      expect.stringContaining('Bekijken Kilometers van 09-03-2026'),
    ]);
  });

  it('marks a return trip as "Retour" for screen readers and in the tooltip', () => {
    const { table } = renderRows();
    const row = within(table).getAllByRole('row')[2]!;
    expect(within(row).getByTitle('Retour')).toHaveTextContent('Retour:');
  });

  it('shows the receipt as a paperclip link named by its file', () => {
    const { table } = renderRows();
    const row = within(table).getAllByRole('row')[3]!;
    const link = within(row).getByRole('link', { name: /bon-jaarbeurs\.pdf/ });
    expect(link).toHaveAccessibleName('bon-jaarbeurs.pdf (opent in een nieuw tabblad)');
    expect(link).toHaveAttribute('title', 'bon-jaarbeurs.pdf');
  });

  it('gives every line icon buttons named by the action and the line, with the action as tooltip', async () => {
    const { table, onAction } = renderRows();
    const row = within(table).getAllByRole('row')[1]!;
    const buttons = within(row).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('title'))).toEqual([
      'Retour toevoegen',
      'Bekijken',
      'Kopiëren',
      'Verwijderen',
    ]);
    const remove = within(row).getByRole('button', {
      name: 'Verwijderen Kilometers van 09-03-2026',
    });
    remove.click();
    expect(onAction).toHaveBeenCalledWith('delete', trip);
  });
});
