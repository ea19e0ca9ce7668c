import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  comment,
  declarationTypes,
  monthSummary,
  receiptRow,
  tripRow,
  yearSummary,
} from '@/test/declaration-responses';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse } from '@/test/wp-responses';

/** Issue 25: what the month screen says at the top, and that its lines read in full. */

const TODAY = new Date('2026-03-04T10:00:00+01:00');
const SUMMARY = '/custom/v1/declarations/summary';

async function openMonth(path: string, month: Parameters<typeof monthSummary>[0] = {}) {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  const api = installFakeApi();
  api.on('GET', SUMMARY, (call) =>
    call.query.has('month') ? monthSummary(month) : yearSummary(2026),
  );
  api.on('GET', '/wp/v2/declaration_types', declarationTypes());
  api.on('GET', '/custom/v1/declarations/recent-locations', jsonResponse(200, { locations: [] }));
  storeSession();
  const view = renderPortal({ path });
  return { api, view };
}

const rejectedFebruary = {
  rows: [tripRow({ id: 601, date: '2026-02-09' })],
  editable: true,
  submitted_declarations: [
    {
      id: 902,
      year: 2026,
      month: 2,
      status: 'rejected',
      submitted_on: '2026-03-01 09:00:00',
      comments: [
        comment('Eerste vraag: welke klant?', 1),
        {
          ...comment('De parkeerbon ontbreekt; voeg hem toe en dien opnieuw in.', 2),
          posted_on: '2026-03-03 14:05:00',
        },
      ],
    },
  ],
};

describe('month screen, daily use (issue 25)', () => {
  it('shows the latest reviewer comment of a rejected month beside its status, with a way to all comments', async () => {
    const { view } = await openMonth('/portal/declaraties/2026/2', rejectedFebruary);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Februari 2026' });
    const top = within(heading.parentElement!.parentElement!);
    expect(await top.findByText('Afgekeurd')).toBeVisible();
    const latest = top.getByText('De parkeerbon ontbreekt; voeg hem toe en dien opnieuw in.');
    const box = within(latest.closest('figure')!);
    expect(box.getByText('Femke van Dijk')).toBeVisible();
    expect(box.getByText('03-03-2026')).toBeVisible();
    // Only the latest: the first question stays in the list below.
    expect(box.queryByText('Eerste vraag: welke klant?')).not.toBeInTheDocument();

    await view.user.click(box.getByRole('link', { name: 'alle opmerkingen (2)' }));
    const list = screen.getByRole('heading', { level: 2, name: 'Opmerkingen' });
    expect(list).toHaveFocus();
    const region = within(screen.getByRole('region', { name: 'Opmerkingen' }));
    expect(region.getByText('Eerste vraag: welke klant?')).toBeVisible();
  });

  it('shows the latest remark on the month at the top, not a later remark on one line', async () => {
    const [declaration] = rejectedFebruary.submitted_declarations;
    await openMonth('/portal/declaraties/2026/2', {
      ...rejectedFebruary,
      submitted_declarations: [
        {
          ...declaration!,
          comments: [
            ...declaration!.comments,
            { ...comment('Klopt deze rit?', 3, 601), posted_on: '2026-03-03 14:06:00' },
          ],
        },
      ],
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Februari 2026' });
    const top = within(heading.parentElement!.parentElement!);
    expect(
      await top.findByText('De parkeerbon ontbreekt; voeg hem toe en dien opnieuw in.'),
    ).toBeVisible();
    expect(top.queryByText('Klopt deze rit?')).not.toBeInTheDocument();
  });

  it('shows no comment at the top of a month that was not rejected', async () => {
    await openMonth('/portal/declaraties/2026/2', {
      ...rejectedFebruary,
      editable: false,
      submitted_declarations: [{ ...rejectedFebruary.submitted_declarations[0]!, status: 'sent' }],
    });
    expect(await screen.findByText('Verzonden')).toBeVisible();
    expect(screen.queryByRole('link', { name: /alle opmerkingen/ })).not.toBeInTheDocument();
  });

  it('says "Geen declaraties" and "Deze maand is gesloten." for a past month nobody declared', async () => {
    await openMonth('/portal/declaraties/2026/1', { editable: false });
    expect(await screen.findByText('Deze maand is gesloten.')).toBeVisible();
    expect(screen.getByText('Geen declaraties')).toBeVisible();
    expect(screen.queryByText('Verwerkt')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Nieuwe declaratie/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan als concept' })).not.toBeInTheDocument();
  });

  it('reads "Geen declaraties" but stays open for last month before it closes', async () => {
    await openMonth('/portal/declaraties/2026/2', { editable: true });
    expect(
      await screen.findByRole('button', { name: 'Nieuwe declaratie toevoegen' }),
    ).toBeVisible();
    expect(screen.getByText('Geen declaraties')).toBeVisible();
    expect(screen.queryByText('Deze maand is gesloten.')).not.toBeInTheDocument();
  });

  it('names the month in the top bar and the browser tab', async () => {
    await openMonth('/portal/declaraties/2026/3', { rows: [tripRow({ id: 601 })] });
    await waitFor(() => expect(document.title).toBe('Declaraties – maart 2026 | Intranet'));
    const title = within(screen.getByRole('banner')).getByText('Declaraties');
    expect(title).toBeVisible();
    expect(title.textContent?.replace(/\s+/g, ' ')).toBe('Declaraties – maart 2026');
    expect(title).not.toHaveClass('truncate');
    // On a phone the top bar says only "Declaraties": the page's h1 names the month.
    expect(within(title).getByText(/maart 2026/)).toHaveClass('max-sm:hidden');
  });

  it('shows long descriptions and routes in full, without cutting them off', async () => {
    const description =
      'Lunch met de opdrachtgever en twee collega’s van het projectteam over de planning van het tweede kwartaal';
    const start = 'Stationsplein 1, 3511 ED Utrecht (ingang Jaarbeursplein, parkeergarage P2)';
    await openMonth('/portal/declaraties/2026/3', {
      rows: [
        receiptRow({ id: 602, description }),
        tripRow({ id: 601, location_start: start, description: 'Retour van Kilometers' }),
      ],
    });
    const text = await screen.findByText(description);
    const route = screen.getByText(new RegExp(`^${start.replace(/[()]/g, '\\$&')}`));
    for (const element of [text, route]) {
      let node: HTMLElement | null = element;
      while (node && node.tagName !== 'TR') {
        expect(node.className).not.toMatch(/truncate|line-clamp|text-ellipsis|whitespace-nowrap/);
        expect(getComputedStyle(node).textOverflow).not.toBe('ellipsis');
        node = node.parentElement;
      }
      expect(element).not.toHaveAttribute('title');
    }
  });

  it('offers "Opslaan als concept" in the bar at every width, the phone included', async () => {
    await openMonth('/portal/declaraties/2026/3', { rows: [tripRow({ id: 601 })] });
    const bar = within(await screen.findByRole('region', { name: 'Samenvatting' }));
    const save = await bar.findByRole('button', { name: 'Opslaan als concept' });
    // No width hides it (it was `max-sm:hidden`): the phone's bar shows it beside "indienen".
    expect(save.className).not.toMatch(/(^|\s)[a-z0-9-]*:?hidden(\s|$)/);
    expect(bar.getByRole('button', { name: 'Declaratie indienen' })).toBeVisible();
  });
});
