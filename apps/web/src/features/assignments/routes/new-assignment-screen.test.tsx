import type { SessionUser } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assignment } from '@/test/assignment-responses';
import { wpListResponse } from '@/test/content-responses';
import { installFakeApi, type FakeApi } from '@/test/fake-api';
import { colleague, profileBody, wpPostRef } from '@/test/people-responses';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse, restError } from '@/test/wp-responses';

const PROFILE = '/custom/v1/user-profile';
const USERS = '/wp/v2/users';
const ASSIGNMENTS = '/wp/v2/assignments';

const daan = colleague(
  21,
  {
    firstname: 'Daan',
    lastname: 'Meijer',
    functie: wpPostRef(3, 'Data engineer'),
    opdrachtgevers: [wpPostRef(5, 'Rijkswaterstaat'), wpPostRef(6, 'ProRail')],
  },
  'Daan Meijer',
);
const emma = colleague(22, { firstname: 'Emma', lastname: 'de Boer' }, 'Emma de Boer');

function openForm(api: FakeApi, user: Partial<SessionUser> = {}) {
  api.on('GET', PROFILE, jsonResponse(200, profileBody({ users: [21, 22] })));
  api.on('GET', USERS, wpListResponse([daan, emma]));
  storeSession({ id: 7, roles: ['medewerker'], ...user });
  return renderPortal({ path: '/portal/opdrachten/nieuw' });
}

const professionalSelect = () => screen.getByLabelText('Professional');

async function chooseDaan(view: ReturnType<typeof openForm>) {
  await waitFor(() => expect(professionalSelect()).toBeEnabled());
  await view.user.selectOptions(professionalSelect(), 'Daan Meijer');
}

describe('new assignment', () => {
  it('offers the consultant’s own professionals and creates the assignment as SPEC §7 sends it', async () => {
    const api = installFakeApi();
    api.on('POST', ASSIGNMENTS, jsonResponse(201, assignment(88, {}, { title: 'Dataplatform' })));
    const view = openForm(api);

    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuwe opdracht' })).toBeVisible();
    expect(screen.getByLabelText('Opdrachtnaam')).toHaveAttribute(
      'placeholder',
      'Vul een opdrachtnaam in...',
    );
    await waitFor(() => expect(professionalSelect()).toBeEnabled());
    expect(professionalSelect()).toBeRequired();
    expect(
      within(professionalSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecteer professional', 'Daan Meijer', 'Emma de Boer']);
    expect(Object.fromEntries(api.callsTo('GET', USERS)[0]!.query)).toEqual({
      include: '21,22',
      orderby: 'name',
      order: 'asc',
      per_page: '100',
      page: '1',
    });

    await view.user.type(screen.getByLabelText('Opdrachtnaam'), 'Dataplatform');
    await view.user.selectOptions(professionalSelect(), 'Daan Meijer');
    expect(
      screen.getByText('Functie: Data engineer · Opdrachtgever: Rijkswaterstaat'),
    ).toBeVisible();
    // Dates are typed dd-mm-jjjj (issue 25 item 15).
    await view.user.type(screen.getByLabelText('Startdatum'), '01-12-2026');
    // The end date cannot lie before the start date.
    const end = screen.getByLabelText('Einddatum');
    await view.user.type(end, '30-11-2026');
    await view.user.tab();
    expect(end).toHaveAccessibleDescription(
      expect.stringContaining('Kies een datum vanaf 01-12-2026.'),
    );
    await view.user.clear(end);
    await view.user.type(end, '31-05-2027');
    await view.user.click(screen.getByRole('button', { name: 'Opdracht toevoegen' }));

    await waitFor(() => expect(view.location()).toBe('/portal/opdrachten/88'));
    expect(api.callsTo('POST', ASSIGNMENTS)[0]!.body).toEqual({
      title: 'Dataplatform',
      status: 'publish',
      author: 7,
      fields: {
        status: 'not-started',
        user: 21,
        functie: 3,
        opdrachtgever: 5,
        startdatum: '2026-12-01',
        einddatum: '2027-05-31',
      },
    });
    // The detail says so, and takes ?created=true out of the address.
    expect(await screen.findByText('De opdracht is succesvol aangemaakt')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Dataplatform' })).toBeVisible();
    expect(api.callsTo('GET', `${ASSIGNMENTS}/88`)).toHaveLength(0);
  });

  it('asks for a professional first', async () => {
    const api = installFakeApi();
    const view = openForm(api);
    await waitFor(() => expect(professionalSelect()).toBeEnabled());
    await view.user.click(screen.getByRole('button', { name: 'Opdracht toevoegen' }));
    expect(
      await screen.findByText('Selecteer een professional om een opdracht toe te voegen.'),
    ).toBeVisible();
    expect(professionalSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(professionalSelect()).toHaveFocus();
    expect(api.callsTo('POST', ASSIGNMENTS)).toHaveLength(0);
  });

  it('refuses an end date before the start date with the server’s words', async () => {
    const api = installFakeApi();
    const view = openForm(api);
    await chooseDaan(view);
    await view.user.type(screen.getByLabelText('Startdatum'), '2026-12-01');
    await view.user.type(screen.getByLabelText('Einddatum'), '2026-11-01');
    await view.user.click(screen.getByRole('button', { name: 'Opdracht toevoegen' }));
    expect(
      await screen.findByText('De einddatum mag niet voor de startdatum liggen.'),
    ).toBeVisible();
    expect(api.callsTo('POST', ASSIGNMENTS)).toHaveLength(0);
  });

  it('shows the server’s refusal at the professional', async () => {
    const api = installFakeApi();
    api.on(
      'POST',
      ASSIGNMENTS,
      restError(
        422,
        'assignment_professional_unknown',
        'De geselecteerde professional bestaat niet.',
      ),
    );
    const view = openForm(api);
    await chooseDaan(view);
    await view.user.click(screen.getByRole('button', { name: 'Opdracht toevoegen' }));
    expect(await screen.findByText('De geselecteerde professional bestaat niet.')).toBeVisible();
    expect(professionalSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(view.location()).toBe('/portal/opdrachten/nieuw');
  });

  it('says "Er is iets misgegaan bij het toevoegen van de opdracht." when the create fails', async () => {
    const api = installFakeApi();
    api.on('POST', ASSIGNMENTS, restError(500, 'internal_server_error', 'Interne fout'));
    const view = openForm(api);
    await chooseDaan(view);
    await view.user.click(screen.getByRole('button', { name: 'Opdracht toevoegen' }));
    expect(
      await screen.findByText('Er is iets misgegaan bij het toevoegen van de opdracht.'),
    ).toBeVisible();
    expect(view.location()).toBe('/portal/opdrachten/nieuw');
  });

  it('says "Er is iets misgegaan bij het ophalen van de professionals." when they do not load', async () => {
    const api = installFakeApi();
    api.on('GET', PROFILE, jsonResponse(200, profileBody({ users: [21] })));
    api.on('GET', USERS, restError(400, 'rest_invalid_param', 'Ongeldig'));
    storeSession({ roles: ['medewerker'] });
    const view = renderPortal({ path: '/portal/opdrachten/nieuw' });
    expect(
      await screen.findByText('Er is iets misgegaan bij het ophalen van de professionals.'),
    ).toBeVisible();
    await view.user.click(screen.getByRole('link', { name: 'Annuleren' }));
    await waitFor(() => expect(view.location()).toBe('/portal/opdrachten'));
  });

  it('says so when the consultant has no professionals yet', async () => {
    const api = installFakeApi();
    api.on('GET', PROFILE, jsonResponse(200, profileBody({ users: [] })));
    storeSession({ roles: ['medewerker'] });
    renderPortal({ path: '/portal/opdrachten/nieuw' });
    expect(
      await screen.findByText(
        'Er zijn nog geen professionals aan jou gekoppeld om een opdracht voor toe te voegen.',
      ),
    ).toBeVisible();
    expect(api.callsTo('GET', USERS)).toHaveLength(0);
  });

  it('lets a beheerder choose from their own professionals too', async () => {
    const api = installFakeApi();
    openForm(api, { roles: ['beheerder'] });
    await waitFor(() => expect(professionalSelect()).toBeEnabled());
    expect(api.callsTo('GET', USERS)[0]!.query.get('include')).toBe('21,22');
    expect(api.callsTo('GET', USERS)[0]!.query.has('roles')).toBe(false);
  });

  it('goes back to the list on "Annuleren"', async () => {
    const api = installFakeApi();
    api.on('GET', ASSIGNMENTS, wpListResponse([]));
    const view = openForm(api);
    await view.user.click(await screen.findByRole('link', { name: 'Annuleren' }));
    await waitFor(() => expect(view.location()).toBe('/portal/opdrachten'));
  });
});
