import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { DataFrame, FrameCell, FrameRow } from './data-frame';

const COLUMNS = [{ label: 'Naam' }, { label: 'Acties', srOnly: true }];
const query = { isFetching: false, refetch: () => undefined };
const settled = { ...query, isPending: false, isError: false, error: null };

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
    render(frame({ ...query, isPending: true, isError: false, error: null }));
    expect(screen.getByRole('status')).toHaveTextContent('Functies laden...');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says what could not be loaded and asks again on "Opnieuw proberen"', async () => {
    const refetch = vi.fn();
    render(
      frame({
        isPending: false,
        isError: true,
        error: new ApiError(500, 'internal', 'Boom'),
        isFetching: false,
        refetch,
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('De functies konden niet worden geladen.');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(refetch).toHaveBeenCalledTimes(1);
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
