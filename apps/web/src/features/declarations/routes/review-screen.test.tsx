import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { comment, reviewList, reviewListItem, reviewMonth } from '@/test/declaration-responses';
import { installFakeApi, type FakeApi } from '@/test/fake-api';
import { renderPortal, storeSession } from '@/test/render-portal';
import { restError, successMessage } from '@/test/wp-responses';

const TODAY = new Date('2026-03-04T10:00:00+01:00');
const QUEUE = '/custom/v1/declarations/review';
const MONTH = '/custom/v1/declarations/review/41';

const DAAN = reviewListItem();
const EMMA = reviewListItem({
  id: 42,
  user: { id: 22, name: 'Emma Jansen' },
  row_count: 5,
  total_amount: 310.2,
  submitted_on: '2026-03-03 08:05:00',
});

function serveReview(api: FakeApi) {
  api.on('GET', QUEUE, reviewList([DAAN, EMMA]));
  api.on('GET', MONTH, reviewMonth());
}

async function openQueue(roles: Array<'medewerker' | 'beheerder'> = ['medewerker']) {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  const api = installFakeApi();
  serveReview(api);
  storeSession({ roles });
  const view = renderPortal({ path: '/portal/declaraties/beoordelen' });
  await screen.findByRole('heading', { level: 1, name: 'Declaraties beoordelen' });
  return { api, view };
}

async function openDaan(view: ReturnType<typeof renderPortal>) {
  await view.user.click(
    await screen.findByRole('link', { name: 'Bekijken Daan de Boer, februari 2026' }),
  );
  await screen.findByRole('heading', { level: 1, name: 'Daan de Boer: februari 2026' });
}

describe('review screen', () => {
  it('is in the sidebar after Declaraties for a reviewer', async () => {
    await openQueue();
    const nav = within(screen.getByRole('navigation', { name: 'Hoofdmenu' }));
    const labels = nav.getAllByRole('link').map((link) => link.textContent);
    expect(labels.slice(labels.indexOf('Declaraties'), labels.indexOf('Declaraties') + 2)).toEqual([
      'Declaraties',
      'Beoordelen',
    ]);
    expect(nav.getByRole('link', { name: 'Beoordelen' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Declaraties' })).not.toHaveAttribute('aria-current');
  });

  it('sends a professional to the dashboard', async () => {
    installFakeApi();
    storeSession({ roles: ['professional'] });
    const view = renderPortal({ path: '/portal/declaraties/beoordelen' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(view.location()).toBe('/portal/dashboard');
    expect(
      within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).queryByRole('link', {
        name: 'Beoordelen',
      }),
    ).not.toBeInTheDocument();
  });

  it('lists the sent months and filters them', async () => {
    const { api, view } = await openQueue();
    const daan = within((await screen.findByText('Daan de Boer')).closest('tr') as HTMLElement);
    expect(daan.getByText('Februari 2026')).toBeVisible();
    expect(daan.getByText('2')).toBeVisible();
    expect(daan.getByText('€ 1.244,16')).toBeVisible();
    expect(daan.getByText('02-03-2026')).toBeVisible();
    expect(daan.getByText('Verzonden')).toBeVisible();
    expect(api.callsTo('GET', QUEUE)[0]?.query.toString()).toBe('status=sent');
    expect(screen.getByLabelText('Status')).toHaveValue('sent');

    await view.user.type(screen.getByLabelText('Naam'), 'emm');
    expect(screen.queryByText('Daan de Boer')).not.toBeInTheDocument();
    expect(screen.getByText('Emma Jansen')).toBeVisible();
    expect(api.callsTo('GET', QUEUE)).toHaveLength(1);

    await view.user.selectOptions(screen.getByLabelText('Status'), 'Afgekeurd');
    await view.user.selectOptions(screen.getByLabelText('Maand'), 'Februari');
    await waitFor(() =>
      expect(api.callsTo('GET', QUEUE).at(-1)?.query.toString()).toBe('status=rejected&month=2'),
    );
    // Quick changes in a row all land in the address, none is lost to the one before.
    await waitFor(() =>
      expect(view.location()).toBe(
        '/portal/declaraties/beoordelen?status=rejected&maand=2&naam=emm',
      ),
    );
  });

  it('shows the month with rows, receipts, totals, comments and history', async () => {
    const { api, view } = await openQueue();
    api.on('GET', MONTH, reviewMonth({ comments: [comment('Bon ontbreekt bij 12 februari.')] }));
    await openDaan(view);
    expect(screen.getByText('Parkeergarage Jaarbeurs')).toBeVisible();
    expect(screen.getByRole('link', { name: /bon-jaarbeurs\.pdf/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const totals = within(screen.getByRole('region', { name: 'Samenvatting' }));
    expect(totals.getByText('Totaal').nextElementSibling).toHaveTextContent('€ 1.244,16');
    expect(screen.getByText('Bon ontbreekt bij 12 februari.')).toBeVisible();
    expect(screen.getByText('02-03-2026 16:20')).toBeVisible();
  });

  it('approves after confirmation, then refreshes the queue with a notice', async () => {
    const { api, view } = await openQueue();
    api.on('POST', `${MONTH}/approve`, successMessage('Declaratie goedgekeurd'));
    await openDaan(view);
    api.on('GET', QUEUE, reviewList([EMMA]));

    await view.user.click(screen.getByRole('button', { name: 'Goedkeuren' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Pas op, weet je het zeker?' }),
    );
    await view.user.click(dialog.getByRole('button', { name: 'Doorgaan' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Declaratie van Daan de Boer over februari 2026 goedgekeurd',
    );
    expect(api.callsTo('POST', `${MONTH}/approve`)).toHaveLength(1);
    expect(view.location()).toMatch(/^\/portal\/declaraties\/beoordelen\?/);
    await waitFor(() => expect(screen.queryByText('Daan de Boer')).not.toBeInTheDocument());
    expect(api.callsTo('GET', QUEUE)).toHaveLength(2);
  });

  it('needs a reason to reject and sends it', async () => {
    const { api, view } = await openQueue();
    api.on('POST', `${MONTH}/reject`, successMessage('Declaratie afgekeurd'));
    await openDaan(view);

    await view.user.click(screen.getByRole('button', { name: 'Afkeuren' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Declaratie afkeuren' }));
    await view.user.click(dialog.getByRole('button', { name: 'Afkeuren' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Vul een opmerking in');
    expect(dialog.getByLabelText('Reden van afkeuring')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', `${MONTH}/reject`)).toHaveLength(0);

    await view.user.type(
      dialog.getByLabelText('Reden van afkeuring'),
      'De parkeerbon van 12 februari ontbreekt.',
    );
    await view.user.click(dialog.getByRole('button', { name: 'Afkeuren' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Declaratie van Daan de Boer over februari 2026 afgekeurd',
    );
    expect(api.callsTo('POST', `${MONTH}/reject`)[0]?.body).toEqual({
      comment: 'De parkeerbon van 12 februari ontbreekt.',
    });
  });

  it('shows why a decision was refused', async () => {
    const { api, view } = await openQueue();
    api.on(
      'POST',
      `${MONTH}/approve`,
      restError(409, 'declaration_state', 'Deze maand is al beoordeeld.'),
    );
    await openDaan(view);
    await view.user.click(screen.getByRole('button', { name: 'Goedkeuren' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await view.user.click(dialog.getByRole('button', { name: 'Doorgaan' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Deze maand is al beoordeeld.');
  });

  it('places a comment, asking for text first', async () => {
    const { api, view } = await openQueue();
    api.on('POST', `${MONTH}/comments`, successMessage('Opmerking geplaatst'));
    await openDaan(view);
    await view.user.click(screen.getByRole('button', { name: 'Opmerking plaatsen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vul een opmerking in');
    expect(api.callsTo('POST', `${MONTH}/comments`)).toHaveLength(0);

    await view.user.type(screen.getByLabelText('Opmerking'), 'Klopt de datum van de lunch?');
    await view.user.click(screen.getByRole('button', { name: 'Opmerking plaatsen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Opmerking geplaatst');
    expect(api.callsTo('POST', `${MONTH}/comments`)[0]?.body).toEqual({
      comment: 'Klopt de datum van de lunch?',
    });
    expect(screen.getByLabelText('Opmerking')).toHaveValue('');
  });

  it('offers no decision on a month that was already approved', async () => {
    const { api, view } = await openQueue(['beheerder']);
    api.on('GET', MONTH, reviewMonth({ month: reviewListItem({ status: 'approved' }) }));
    await openDaan(view);
    expect(screen.getByText('Verwerkt')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Goedkeuren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afkeuren' })).not.toBeInTheDocument();
  });
});
