import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reviewList, reviewListItem } from '@/test/declaration-responses';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse } from '@/test/wp-responses';

const TODAY = new Date('2026-03-04T10:00:00+01:00');
const QUEUE = '/custom/v1/declarations/review';
const BULK = '/custom/v1/declarations/review/approve';

const DAAN = reviewListItem();
const EMMA = reviewListItem({ id: 42, user: { id: 22, name: 'Emma Jansen' } });
const TIM = reviewListItem({ id: 43, user: { id: 23, name: 'Tim Bakker' } });

async function openQueue(roles: string[]) {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  const api = installFakeApi();
  api.on('GET', QUEUE, reviewList([DAAN, EMMA, TIM]));
  storeSession({ roles: roles as never });
  const view = renderPortal({ path: '/portal/declaraties/beoordelen' });
  await screen.findByText('Daan de Boer');
  return { api, view };
}

describe('review screen: bulk approve (issue 13)', () => {
  it('approves the selected months in one call and says which were skipped', async () => {
    const { api, view } = await openQueue(['administrator']);
    api.on(
      'POST',
      BULK,
      jsonResponse(200, {
        success: true,
        approved: [41],
        skipped: [{ id: 42, reason: 'Alleen ingediende maanden kunnen worden goedgekeurd.' }],
      }),
    );
    const button = screen.getByRole('button', { name: 'Geselecteerde goedkeuren (0)' });
    expect(button).toBeDisabled();
    await view.user.click(
      screen.getByRole('checkbox', { name: 'Selecteren: Daan de Boer, februari 2026' }),
    );
    await view.user.click(
      screen.getByRole('checkbox', { name: 'Selecteren: Emma Jansen, februari 2026' }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Geselecteerde goedkeuren (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: '2 maanden goedkeuren?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Goedkeuren' }));

    expect(
      await screen.findByText(
        '1 maand goedgekeurd. 1 maand overgeslagen: Alleen ingediende maanden kunnen worden goedgekeurd.',
      ),
    ).toBeVisible();
    expect(api.callsTo('POST', BULK)[0]!.body).toEqual({ ids: [41, 42] });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Geselecteerde goedkeuren (0)' })).toBeDisabled(),
    );
  });

  it('shows no selection to a medewerker (they approve one month at a time)', async () => {
    await openQueue(['medewerker']);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Geselecteerde goedkeuren/ }),
    ).not.toBeInTheDocument();
  });

  it('offers no checkbox for a month that is not sent', async () => {
    vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
    const api = installFakeApi();
    api.on(
      'GET',
      QUEUE,
      reviewList([
        DAAN,
        reviewListItem({ id: 50, status: 'approved', user: { id: 30, name: 'Noor Visser' } }),
      ]),
    );
    storeSession({ roles: ['beheerder'] });
    renderPortal({ path: '/portal/declaraties/beoordelen' });
    await screen.findByText('Noor Visser');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });
});
