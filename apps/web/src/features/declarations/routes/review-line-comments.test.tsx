import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  comment,
  declarationTypes,
  monthSummary,
  receiptRow,
  reviewList,
  reviewListItem,
  reviewMonth,
  tripRow,
  yearSummary,
} from '@/test/declaration-responses';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse, successMessage } from '@/test/wp-responses';

/** Issue 25 items 5 and 7: receipt pictures, and a reviewer's comment on one line. */

const TODAY = new Date('2026-03-04T10:00:00+01:00');
const MONTH = '/custom/v1/declarations/review/41';
const SUMMARY = '/custom/v1/declarations/summary';
const TRIP = tripRow({ id: 701, date: '2026-02-10' });
const PARKING = receiptRow({ id: 702, date: '2026-02-12' });

async function openReview(comments: ReturnType<typeof comment>[] = []) {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  const api = installFakeApi();
  api.on('GET', '/custom/v1/declarations/review', reviewList([reviewListItem()]));
  api.on('GET', MONTH, reviewMonth({ rows: [TRIP, PARKING], comments }));
  storeSession({ roles: ['medewerker'] });
  const view = renderPortal({ path: '/portal/declaraties/beoordelen/41' });
  // The first open of a lazily loaded screen in a worker may take longer than a wait's 5 s.
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Daan de Boer: februari 2026' },
    { timeout: 12_000 },
  );
  return { api, view };
}

describe('receipt pictures (issue 25 item 5)', () => {
  it('shows the receipt as a picture on the review screen that opens it full size', async () => {
    await openReview();
    const link = screen.getByRole('link', {
      name: 'Bon bon-jaarbeurs.pdf op ware grootte (opent in een nieuw tabblad)',
    });
    expect(link).toHaveAttribute('href', PARKING.receipt!.restricted_view_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    const picture = link.querySelector('img')!;
    expect(picture).toHaveAttribute('src', PARKING.receipt!.thumbnail_url);
    expect(picture).toHaveAttribute('alt', '');

    // No picture could be made: the receipt's plain link stands in.
    fireEvent.error(picture);
    const plain = screen.getByRole('link', { name: /bon-jaarbeurs\.pdf \(opent in een nieuw/ });
    expect(plain).toHaveAttribute('href', PARKING.receipt!.restricted_view_url);
    expect(plain.querySelector('img')).toBeNull();
  });

  it('shows the stored receipt as a picture in the line’s dialog', async () => {
    vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
    const api = installFakeApi();
    const row = receiptRow({ id: 801, date: '2026-03-02' });
    api.on('GET', SUMMARY, (call) =>
      call.query.has('month') ? monthSummary({ rows: [row] }) : yearSummary(2026),
    );
    api.on('GET', '/wp/v2/declaration_types', declarationTypes());
    api.on('GET', '/custom/v1/declarations/recent-locations', jsonResponse(200, { locations: [] }));
    storeSession();
    const view = renderPortal({ path: '/portal/declaraties/2026/3' });
    await view.user.click(
      await screen.findByRole(
        'button',
        { name: 'Bekijken Parkeren & tol van 02-03-2026' },
        { timeout: 12_000 },
      ),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Declaratie van 02-03-2026' }));
    const link = await dialog.findByRole('link', { name: /op ware grootte/ });
    expect(link).toHaveAttribute('href', row.receipt!.restricted_view_url);
    expect(link.querySelector('img')).toHaveAttribute('src', row.receipt!.thumbnail_url);
  });
});

describe('a comment on one line (issue 25 item 7)', () => {
  it('lets the reviewer choose a line with its button and sends the line with the comment', async () => {
    const { api, view } = await openReview();
    api.on('POST', `${MONTH}/comments`, successMessage('Opmerking geplaatst'));
    await view.user.click(
      screen.getByRole('button', {
        name: /^Opmerking bij de regel 12-02-2026 · Parkeren & tol · €\s1\.234,50$/,
      }),
    );
    const about = screen.getByLabelText('Over');
    expect(about).toHaveValue('702');
    expect(screen.getByLabelText('Opmerking')).toHaveFocus();
    await view.user.type(screen.getByLabelText('Opmerking'), 'Welke klant was dit?');
    await view.user.click(screen.getByRole('button', { name: 'Opmerking plaatsen' }));

    expect(await screen.findByText('Opmerking geplaatst')).toBeVisible();
    const [call] = api.callsTo('POST', `${MONTH}/comments`);
    expect(call!.body).toEqual({ comment: 'Welke klant was dit?', row_id: 702 });
    // Back to the whole month for the next one.
    expect(about).toHaveValue('');
  });

  it('sends a comment on the whole month without a line', async () => {
    const { api, view } = await openReview();
    api.on('POST', `${MONTH}/comments`, successMessage('Opmerking geplaatst'));
    await view.user.type(screen.getByLabelText('Opmerking'), 'Ik kijk er morgen naar.');
    await view.user.click(screen.getByRole('button', { name: 'Opmerking plaatsen' }));
    await screen.findByText('Opmerking geplaatst');
    expect(api.callsTo('POST', `${MONTH}/comments`)[0]!.body).toEqual({
      comment: 'Ik kijk er morgen naar.',
    });
  });

  it('shows the owner the comment on its line and, naming the line, in "Opmerkingen"', async () => {
    vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
    const api = installFakeApi();
    api.on('GET', SUMMARY, (call) =>
      call.query.has('month')
        ? monthSummary({
            rows: [TRIP, PARKING],
            editable: true,
            submitted_declarations: [
              {
                id: 902,
                year: 2026,
                month: 2,
                status: 'rejected',
                submitted_on: '2026-03-01 09:00:00',
                comments: [
                  comment('Welke klant was dit?', 1, PARKING.id),
                  comment('Verder in orde.', 2),
                ],
              },
            ],
          })
        : yearSummary(2026),
    );
    api.on('GET', '/wp/v2/declaration_types', declarationTypes());
    storeSession();
    renderPortal({ path: '/portal/declaraties/2026/2' });

    const onLine = await screen.findByRole(
      'list',
      { name: 'Opmerkingen bij deze regel' },
      { timeout: 12_000 },
    );
    expect(onLine).toHaveTextContent(
      'Opmerking van Femke van Dijk (03-02-2026): Welke klant was dit?',
    );
    // Under the parking line, the table's next row after it.
    const parkingRow = screen.getByText('Parkeergarage Jaarbeurs').closest('tr')!;
    expect(parkingRow.nextElementSibling).toContainElement(onLine);
    expect(screen.getAllByRole('list', { name: 'Opmerkingen bij deze regel' })).toHaveLength(1);

    const list = within(screen.getByRole('region', { name: 'Opmerkingen' }));
    const items = list.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Over de regel: 12-02-2026 · Parkeren & tol · € 1.234,50');
    expect(items[1]).not.toHaveTextContent('Over de regel');
  });
});
