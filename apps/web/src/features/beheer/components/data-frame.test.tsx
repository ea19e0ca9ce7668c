import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { DataFrame, FrameCell, FrameRow } from './data-frame';

const COLUMNS = [{ label: 'Naam' }, { label: 'Acties', srOnly: true }];
const settled = { isPending: false, isError: false, error: null };

const frame = (query: Parameters<typeof DataFrame>[0]['query'], empty?: string) => (
  <DataFrame query={query} label="Functies" columns={COLUMNS} empty={empty} stacked>
    <FrameRow>
      <FrameCell label="Naam">Data engineer</FrameCell>
      <FrameCell>
        <button type="button">Wijzigen</button>
      </FrameCell>
    </FrameRow>
  </DataFrame>
);

describe('DataFrame: the frame of Beheer’s lists', () => {
  it('says it is loading, without a table', () => {
    render(frame({ isPending: true, isError: false, error: null }));
    expect(screen.getByRole('status')).toHaveTextContent('Functies laden...');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s Dutch message as an error, or a general one', () => {
    const { rerender } = render(
      frame({
        isPending: false,
        isError: true,
        error: new ApiError(403, 'forbidden', 'Geen toegang.'),
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Geen toegang.');
    rerender(frame({ isPending: false, isError: true, error: new Error('network') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Er is een fout opgetreden.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the empty text instead of an empty table', () => {
    render(frame(settled, 'Nog niets.'));
    expect(screen.getByText('Nog niets.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the rows in a table with its caption and column heads', () => {
    render(frame(settled));
    const table = within(screen.getByRole('table', { name: 'Functies' }));
    expect(table.getAllByRole('columnheader').map((head) => head.textContent)).toEqual([
      'Naam',
      'Acties',
    ]);
    expect(table.getByRole('button', { name: 'Wijzigen' })).toBeVisible();
    // The phone's label in front of a value is for the eye only: the column head names it.
    expect(table.getByText('Naam:', { exact: false })).toHaveAttribute('aria-hidden', 'true');
  });
});
