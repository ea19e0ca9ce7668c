import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, type RecordedCall } from '@/test/fake-api';
import { installFakeUpload, wpMedia } from '@/test/fake-upload';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse } from '@/test/wp-responses';
import { parseEuroCents } from '../model/reference-data';

const REF = '/intranet/v1/beheer/reference';
const TYPES = '/intranet/v1/beheer/declaration-types';
const RATES = '/intranet/v1/beheer/kilometer-rates';

const usage = (total: number, summary = total ? `${total} medewerkers (Anna)` : 'niets') => ({
  total,
  summary,
});
const item = (id: number, title: string, extra: object = {}) => ({
  id,
  title,
  status: 'active',
  logo: null,
  usage: usage(0),
  ...extra,
});

const FLAGS = {
  show_date_field: true,
  show_amount_field: true,
  show_description_field: true,
  show_location_start_field: false,
  show_location_end_field: false,
  show_kilometers_field: false,
  show_transport_type_field: false,
  show_receipt_field: true,
  show_vat_field: true,
  is_receipt_required: false,
  auto_calculate_amount: false,
  calculate_kilometers: false,
};

describe('Beheer: Functies', () => {
  it('adds a functie and shows the server’s Dutch reason when one in use cannot be deleted', async () => {
    const api = installFakeApi();
    api.on(
      'GET',
      `${REF}/functies`,
      jsonResponse(200, [item(12, 'Data engineer', { usage: usage(2) })]),
      jsonResponse(200, [item(12, 'Data engineer', { usage: usage(2) }), item(30, 'Scrum master')]),
    );
    api.on('POST', `${REF}/functies`, (call: RecordedCall) =>
      jsonResponse(201, item(30, (call.body as { title: string }).title)),
    );
    api.on(
      'DELETE',
      `${REF}/functies/12`,
      jsonResponse(409, {
        code: 'reference_in_use',
        message: 'Deze functie is nog in gebruik bij 2 medewerkers (Anna).',
        data: { status: 409 },
      }),
    );
    storeSession({ roles: ['beheerder'] });
    const { user } = renderPortal({ path: '/portal/beheer/functies' });

    // One cell per item: its name with what uses it below, the actions beside it.
    const cell = await screen.findByRole('cell', { name: 'Data engineer 2 medewerkers (Anna)' });
    expect(within(cell).getByText('2 medewerkers (Anna)')).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((head) => head.textContent)).toEqual([
      'Naam',
      'Acties',
    ]);
    await user.type(screen.getByLabelText('Nieuwe functie'), 'Scrum master');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Scrum master toegevoegd')).toBeVisible();
    expect(api.callsTo('POST', `${REF}/functies`)[0]!.body).toEqual({ title: 'Scrum master' });

    await user.click(screen.getByRole('button', { name: 'Verwijderen: Data engineer' }));
    const dialog = await screen.findByRole('alertdialog');
    // Issue 25 item 16: deleting is confirmed with a red button named for the act.
    expect(within(dialog).getByRole('button', { name: 'Verwijderen' })).toHaveClass('bg-danger');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(
      await within(dialog).findByText('Deze functie is nog in gebruik bij 2 medewerkers (Anna).'),
    ).toBeVisible();
  });

  it('retires a functie with “Niet meer gebruiken”', async () => {
    const api = installFakeApi();
    api.on(
      'GET',
      `${REF}/functies`,
      jsonResponse(200, [item(12, 'Data engineer')]),
      jsonResponse(200, [item(12, 'Data engineer', { status: 'retired' })]),
    );
    api.on('PATCH', `${REF}/functies/12`, jsonResponse(200, item(12, 'Data engineer')));
    storeSession({ roles: ['administrator'] });
    const { user } = renderPortal({ path: '/portal/beheer/functies' });
    await user.click(
      await screen.findByRole('button', { name: 'Niet meer gebruiken: Data engineer' }),
    );
    expect(api.callsTo('PATCH', `${REF}/functies/12`)[0]!.body).toEqual({ status: 'retired' });
    expect(await screen.findByText('Niet meer in gebruik')).toBeVisible();
  });
});

describe('Beheer: Opdrachtgevers', () => {
  it('uploads a logo, shows its preview and adds the opdrachtgever with it', async () => {
    const api = installFakeApi();
    api.on('GET', `${REF}/intra_opdrachtgevers`, jsonResponse(200, []));
    api.on(
      'POST',
      `${REF}/intra_opdrachtgevers`,
      jsonResponse(201, item(40, 'Gemeente Zwolle', { logo: { id: 90, url: '/logo' } })),
    );
    installFakeUpload({ status: 201, body: wpMedia(90, 'zwolle.png', 'image/png') });
    storeSession({ roles: ['beheerder'] });
    const { user } = renderPortal({ path: '/portal/beheer/opdrachtgevers' });

    await user.type(await screen.findByLabelText('Nieuwe opdrachtgever'), 'Gemeente Zwolle');
    await user.upload(screen.getByLabelText(/Logo kiezen voor Gemeente Zwolle/), [
      new File(['png'], 'zwolle.png', { type: 'image/png' }),
    ]);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Logo Gemeente Zwolle' })).toHaveAttribute(
        'src',
        '/wp-json/intranet/v1/files/90/view?signature=s90',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Gemeente Zwolle toegevoegd')).toBeVisible();
    expect(api.callsTo('POST', `${REF}/intra_opdrachtgevers`)[0]!.body).toEqual({
      title: 'Gemeente Zwolle',
      logo: 90,
    });
  });
});

describe('Beheer: Declaratiesoorten', () => {
  it('adds a type with its flags chosen as labelled checkboxes in groups', async () => {
    const api = installFakeApi();
    const km = {
      id: 2,
      title: 'Kilometers (auto)',
      ...FLAGS,
      unit: 0.23,
      status: 'active',
      usage: usage(0),
    };
    api.on('GET', TYPES, jsonResponse(200, [km]));
    api.on('POST', TYPES, (call: RecordedCall) =>
      jsonResponse(201, { ...km, id: 9, ...(call.body as object) }),
    );
    storeSession({ roles: ['administrator'] });
    const { user } = renderPortal({ path: '/portal/beheer/declaratiesoorten' });

    await user.click(await screen.findByRole('button', { name: 'Nieuwe declaratiesoort' }));
    const form = screen.getByRole('form', { name: 'Nieuwe declaratiesoort' });
    await user.type(within(form).getByLabelText('Naam'), 'Fiets');
    const trip = within(form).getByRole('group', { name: 'Reis' });
    await user.click(within(trip).getByLabelText('Kilometers'));
    await user.click(within(trip).getByLabelText('Kilometers berekenen uit start en eind'));
    const receipt = within(form).getByRole('group', { name: 'Bon' });
    await user.click(within(receipt).getByLabelText('Bon of factuur uploaden'));
    expect(within(form).getByText(/€ 0,23/)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Opgeslagen')).toBeVisible();
    expect(api.callsTo('POST', TYPES)[0]!.body).toEqual({
      title: 'Fiets',
      ...FLAGS,
      show_kilometers_field: true,
      calculate_kilometers: true,
      show_receipt_field: false,
    });
  });
});

describe('Beheer: Kilometervergoeding', () => {
  it('adds next year’s rate typed with a decimal comma; a rate in use cannot be changed', async () => {
    const api = installFakeApi();
    const current = {
      id: 1,
      valid_from: '2024-01-01',
      valid_until: null,
      cents_per_km: 23,
      usage: { total: 4, summary: '4 declaratieregels' },
    };
    api.on('GET', RATES, jsonResponse(200, [current]));
    api.on(
      'POST',
      RATES,
      jsonResponse(201, { ...current, id: 2, valid_from: '2027-01-01', cents_per_km: 25 }),
    );
    storeSession({ roles: ['beheerder'] });
    const { user } = renderPortal({ path: '/portal/beheer/kilometervergoeding' });

    expect(await screen.findByText('Vast: al gebruikt')).toBeVisible();
    expect(screen.getByText('€ 0,23')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Nieuwe vergoeding' }));
    await user.type(screen.getByLabelText('Geldig vanaf'), '2027-01-01');
    await user.type(screen.getByLabelText('Vergoeding per km (€)'), '0,25');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen')).toBeVisible();
    expect(api.callsTo('POST', RATES)[0]!.body).toEqual({
      valid_from: '2027-01-01',
      cents_per_km: 25,
    });
  });

  it('reads Dutch amounts: 0,25 and € 1,5 and 0.23; not 0,255 or text', () => {
    expect(parseEuroCents('0,25')).toBe(25);
    expect(parseEuroCents('€ 1,5')).toBe(150);
    expect(parseEuroCents('0.23')).toBe(23);
    expect(parseEuroCents('0,255')).toBeNull();
    expect(parseEuroCents('twee')).toBeNull();
  });
});

describe('Beheer menu: reference data', () => {
  it('is there for a beheerder and not for an editor', async () => {
    installFakeApi();
    storeSession({ roles: ['beheerder'] });
    const first = renderPortal({ path: '/portal/beheer/kilometervergoeding' });
    const menu = await screen.findByRole('navigation', { name: 'Beheer' });
    for (const label of ['Functies', 'Opdrachtgevers', 'Dienstverbanden', 'Declaratiesoorten']) {
      expect(within(menu).getByRole('link', { name: label })).toBeVisible();
    }
    first.unmount();

    storeSession({ roles: ['editor'] });
    renderPortal({ path: '/portal/beheer/functies' });
    const editorMenu = await screen.findByRole('navigation', { name: 'Beheer' });
    expect(within(editorMenu).queryByRole('link', { name: 'Functies' })).not.toBeInTheDocument();
    expect(await screen.findByText('Je hebt geen toegang tot dit onderdeel.')).toBeVisible();
  });
});
