import type { ColleagueEdit, Role } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wpListResponse, wpPost } from '@/test/content-responses';
import { installFakeApi, type FakeApi, type RecordedCall } from '@/test/fake-api';
import { colleague, wpPostRef } from '@/test/people-responses';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse, restError } from '@/test/wp-responses';

/** Beheer "Mensen" (issue 13): the list, the form and its Dutch messages, deactivation. */

const USERS = '/wp/v2/users';

function person(id: number, overrides: Partial<ColleagueEdit> = {}): ColleagueEdit {
  const card = colleague(id, { functie: wpPostRef(5, 'Data engineer') }, `Persoon ${id}`);
  return {
    ...card,
    email: `persoon${id}@example.nl`,
    roles: ['professional'],
    registered_date: '2026-01-01T00:00:00+00:00',
    acf: {
      ...card.acf,
      firstname: 'Persoon',
      lastname: String(id),
      voorletters: '',
      geboortedatum: '',
      straatnaam_en_huisnummer: '',
      postcode: '',
      woonplaats: '',
      tel_nr_thuis: '',
      mobiel: '',
      iban: '',
      korte_omschrijving: '',
      dienstverband: null,
      urenmeter_enabled: false,
      urenmeter: 0,
    },
    active: true,
    owned_by: [{ id: 3, name: 'Femke de Boer' }],
    professionals: [],
    ...overrides,
  };
}

/** The lookups the screens read: functies, opdrachtgevers, dienstverbanden and people. */
function lookups(api: FakeApi) {
  api.on('GET', '/wp/v2/functies', jsonResponse(200, [wpPost(5, 'functies', 'Data engineer')]));
  api.on(
    'GET',
    '/wp/v2/intra_opdrachtgevers',
    jsonResponse(200, [wpPost(7, 'intra_opdrachtgevers', 'Rijkswaterstaat')]),
  );
  api.on(
    'GET',
    '/wp/v2/dienstverbanden',
    jsonResponse(200, [wpPost(9, 'dienstverbanden', 'Detachering')]),
  );
}

function usersReply(list: ColleagueEdit[]) {
  return (call: RecordedCall) => {
    // The list names its active filter; the form's choices (with their roles) do not.
    if (call.query.has('active')) return wpListResponse(list, { total: 41, totalPages: 3 });
    return jsonResponse(
      200,
      call.query.get('roles') === 'medewerker'
        ? [colleague(3, {}, 'Femke de Boer'), colleague(4, {}, 'Ruben Bakker')]
        : [colleague(11, {}, 'Daan Meijer')],
    );
  };
}

describe('Beheer: Mensen', () => {
  it('lists people with filters sent to the server and paging', async () => {
    const api = installFakeApi();
    lookups(api);
    api.on('GET', USERS, usersReply([person(11), person(12, { active: false })]));
    storeSession({ roles: ['beheerder'] });
    const { user } = renderPortal({ path: '/portal/beheer/mensen' });

    const table = await screen.findByRole('table', { name: 'Mensen' });
    expect(await within(table).findByRole('link', { name: 'Persoon 11' })).toBeVisible();
    expect(within(table).getByText('Gedeactiveerd')).toBeVisible();
    expect(screen.getByText(/Pagina 1 van 3 · 41 mensen/)).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Consultant'), 'Ruben Bakker');
    await user.selectOptions(screen.getByLabelText('Status'), 'Gedeactiveerd');
    await waitFor(() => {
      const last = api
        .callsTo('GET', USERS)
        .filter((c) => c.query.get('context') === 'edit')
        .at(-1)!;
      expect(last.query.get('owned_by')).toBe('4');
      expect(last.query.get('active')).toBe('false');
    });
  });

  it('is not in the menu of an editor', async () => {
    const api = installFakeApi();
    api.on('GET', '/wp/v2/nieuws', wpListResponse([]));
    storeSession({ roles: ['editor'] });
    renderPortal({ path: '/portal/beheer/nieuws' });
    const menu = await screen.findByRole('navigation', { name: 'Beheer' });
    expect(within(menu).queryByRole('link', { name: 'Mensen' })).toBeNull();
  });

  it('adds a person: Dutch messages at the fields, then the server’s, then the new person', async () => {
    const api = installFakeApi();
    lookups(api);
    api.on('GET', USERS, usersReply([]));
    api.on(
      'POST',
      USERS,
      jsonResponse(400, {
        code: 'existing_user_email',
        message: 'Dit e-mailadres is al in gebruik.',
        data: { status: 400, params: { email: 'Dit e-mailadres is al in gebruik.' } },
      }),
      jsonResponse(201, person(50, { name: 'Nina Nieuw', email: 'nina@example.nl' })),
    );
    api.on('GET', `${USERS}/50`, jsonResponse(200, person(50, { name: 'Nina Nieuw' })));
    storeSession({ roles: ['beheerder'] });
    const { user, location } = renderPortal({ path: '/portal/beheer/mensen/nieuw' });

    const submit = await screen.findByRole('button', { name: 'Toevoegen en uitnodigen' });
    await user.click(submit);
    expect(await screen.findByText('Vul voornaam in.')).toBeVisible();
    expect(screen.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
    expect(api.callsTo('POST', USERS)).toHaveLength(0);
    // Only an administrator grants the administrator role.
    expect(screen.getByRole('checkbox', { name: 'Administrator' })).toBeDisabled();

    // A professional manages no professionals: the picker comes with the consultant role.
    const pickerName = { name: 'Professionals van deze consultant' };
    expect(screen.queryByRole('group', pickerName)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Medewerker (consultant)' }));
    expect(screen.getByRole('group', pickerName)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Medewerker (consultant)' }));
    expect(screen.queryByRole('group', pickerName)).toBeNull();

    await user.type(screen.getByLabelText('Voornaam'), 'Nina');
    await user.type(screen.getByLabelText('Achternaam'), 'Nieuw');
    await user.type(screen.getByLabelText('E-mailadres'), 'nina@example.nl');
    await user.click(await screen.findByRole('checkbox', { name: 'Femke de Boer' }));
    await user.click(submit);
    expect(await screen.findByText('Dit e-mailadres is al in gebruik.')).toBeVisible();

    await user.click(submit);
    await waitFor(() => expect(location()).toBe('/portal/beheer/mensen/50'));
    expect(
      await screen.findByText('Toegevoegd. De uitnodiging is per e-mail verstuurd.'),
    ).toBeVisible();
    expect(api.callsTo('POST', USERS)[1]!.body).toMatchObject({
      voornaam: 'Nina',
      achternaam: 'Nieuw',
      email: 'nina@example.nl',
      roles: ['professional'],
      owned_by: [3],
    });
  });

  it('deactivates after confirmation and sends a new link', async () => {
    const api = installFakeApi();
    lookups(api);
    api.on('GET', USERS, usersReply([]));
    api.on(
      'GET',
      `${USERS}/11`,
      jsonResponse(200, person(11)),
      jsonResponse(200, person(11, { active: false })),
    );
    api.on(
      'POST',
      '/intranet/v1/users/11/deactivate',
      jsonResponse(200, { success: true, message: 'De gebruiker is gedeactiveerd.' }),
    );
    api.on(
      'POST',
      '/intranet/v1/users/11/set-password-link',
      jsonResponse(200, {
        success: true,
        message: 'Er is een nieuwe link gestuurd naar persoon11@example.nl.',
        expires: '2026-11-24T10:00:00.000Z',
      }),
    );
    storeSession({ roles: ['administrator'] });
    const { user } = renderPortal({ path: '/portal/beheer/mensen/11' });

    await user.click(await screen.findByRole('button', { name: 'Nieuwe link sturen' }));
    expect(
      await screen.findByText('Er is een nieuwe link gestuurd naar persoon11@example.nl.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Deactiveren' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('kan daarna niet meer inloggen');
    await user.click(within(dialog).getByRole('button', { name: 'Deactiveren' }));
    expect(await screen.findByText('De gebruiker is gedeactiveerd.')).toBeVisible();
    expect(api.callsTo('POST', '/intranet/v1/users/11/deactivate')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Heractiveren' })).toBeVisible();
  });

  it('says why a save was refused when the server names no field', async () => {
    const api = installFakeApi();
    lookups(api);
    api.on('GET', USERS, usersReply([]));
    api.on('GET', `${USERS}/11`, jsonResponse(200, person(11)));
    api.on(
      'PATCH',
      `${USERS}/11`,
      restError(
        403,
        'rest_cannot_edit_administrator',
        'Alleen een administrator kan een administrator wijzigen.',
      ),
    );
    storeSession({ roles: ['beheerder'] });
    const { user } = renderPortal({ path: '/portal/beheer/mensen/11' });
    await user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText('Alleen een administrator kan een administrator wijzigen.'),
    ).toBeVisible();
  });

  it('keeps the filters in the address: a reload and the way back from a person keep them', async () => {
    const api = installFakeApi();
    lookups(api);
    api.on('GET', USERS, usersReply([person(11)]));
    api.on('GET', `${USERS}/11`, jsonResponse(200, person(11)));
    storeSession({ roles: ['beheerder'] });
    const { user, location } = renderPortal({
      path: '/portal/beheer/mensen?rol=professional&consultant=4&status=gedeactiveerd&pagina=2',
    });

    const edits = () => api.callsTo('GET', USERS).filter((c) => c.query.get('context') === 'edit');
    await waitFor(() => expect(edits()).not.toHaveLength(0));
    const first = edits()[0]!;
    expect(first.query.get('roles')).toBe('professional');
    expect(first.query.get('owned_by')).toBe('4');
    expect(first.query.get('active')).toBe('false');
    expect(first.query.get('page')).toBe('2');
    expect(screen.getByLabelText('Rol')).toHaveValue('professional');
    expect(screen.getByLabelText('Status')).toHaveValue('false');

    await user.selectOptions(screen.getByLabelText('Status'), 'Iedereen');
    await waitFor(() =>
      expect(location()).toBe(
        '/portal/beheer/mensen?rol=professional&consultant=4&status=iedereen',
      ),
    );

    // The list has followed the address (the router's state leads React's render by a moment).
    await waitFor(() => expect(edits().at(-1)!.query.get('active')).toBe('all'));
    await user.click(await screen.findByRole('link', { name: 'Persoon 11' }));
    await waitFor(() => expect(location()).toBe('/portal/beheer/mensen/11'));
    await user.click(await screen.findByRole('link', { name: '← Mensen' }));
    await waitFor(() =>
      expect(location()).toBe(
        '/portal/beheer/mensen?rol=professional&consultant=4&status=iedereen',
      ),
    );
  });

  it('offers every consultant, past the users API’s page of 100', async () => {
    const api = installFakeApi();
    lookups(api);
    const hundred = Array.from({ length: 100 }, (_, i) =>
      colleague(100 + i, {}, `Consultant ${i}`),
    );
    api.on('GET', USERS, (call) => {
      if (call.query.has('active')) return wpListResponse([]);
      if (call.query.get('roles') !== 'medewerker') return wpListResponse([]);
      return call.query.get('page') === '2'
        ? wpListResponse([colleague(4, {}, 'Ruben Bakker')], { total: 101, totalPages: 2 })
        : wpListResponse(hundred, { total: 101, totalPages: 2 });
    });
    storeSession({ roles: ['beheerder'] });
    renderPortal({ path: '/portal/beheer/mensen' });

    const filter = await screen.findByLabelText('Consultant');
    await waitFor(() =>
      expect(within(filter).getByRole('option', { name: 'Ruben Bakker' })).toBeInTheDocument(),
    );
    expect(within(filter).getAllByRole('option')).toHaveLength(102);
  });

  it('finds a consultant’s professionals by name among thousands and keeps the chosen ones', async () => {
    const api = installFakeApi();
    lookups(api);
    api.on('GET', USERS, (call) => {
      if (call.query.get('include') === '12')
        return wpListResponse([colleague(12, {}, 'Sanne Visser')]);
      if (call.query.get('roles') === 'medewerker') return wpListResponse([]);
      if (call.query.get('roles') !== 'professional') return wpListResponse([]);
      return call.query.get('search') === 'Daan'
        ? wpListResponse([colleague(11, {}, 'Daan Meijer')], { total: 1, totalPages: 1 })
        : wpListResponse(
            Array.from({ length: 20 }, (_, i) => colleague(200 + i, {}, `Professional ${i}`)),
            { total: 4000, totalPages: 200 },
          );
    });
    api.on(
      'GET',
      `${USERS}/3`,
      jsonResponse(
        200,
        person(3, {
          roles: ['medewerker'],
          owned_by: [],
          professionals: [{ id: 12, name: 'Sanne Visser' }],
        }),
      ),
    );
    api.on('PATCH', `${USERS}/3`, jsonResponse(200, person(3, { roles: ['medewerker'] })));
    storeSession({ roles: ['beheerder'] });
    const { user } = renderPortal({ path: '/portal/beheer/mensen/3' });

    const picker = await screen.findByRole('group', { name: 'Professionals van deze consultant' });
    expect(await within(picker).findByRole('checkbox', { name: 'Sanne Visser' })).toBeChecked();
    expect(
      await within(picker).findByText('20 van 4.000 getoond; typ meer van de naam.'),
    ).toBeVisible();

    await user.type(within(picker).getByLabelText('Zoek op naam om toe te voegen'), 'Daan');
    await user.click(await within(picker).findByRole('checkbox', { name: 'Daan Meijer' }));
    expect(within(picker).getByRole('checkbox', { name: 'Daan Meijer' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${USERS}/3`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `${USERS}/3`)[0]!.body).toMatchObject({ professionals: [12, 11] });
  });
});

describe('Beheer: Mensen, what the signed-in person may not change (issue 24)', () => {
  function openPerson(viewer: { id: number; roles: Role[] }, stored: ColleagueEdit) {
    const api = installFakeApi();
    lookups(api);
    api.on('GET', USERS, usersReply([]));
    api.on('GET', `${USERS}/${stored.id}`, jsonResponse(200, stored));
    storeSession(viewer);
    return { api, ...renderPortal({ path: `/portal/beheer/mensen/${stored.id}` }) };
  }

  it('closes an editor’s account to a beheerder, each control with its reason', async () => {
    const { api, user } = openPerson(
      { id: 2, roles: ['beheerder'] },
      person(21, { roles: ['editor'], name: 'Sanne Visser' }),
    );
    const email = await screen.findByLabelText('E-mailadres');
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription(
      'Alleen een administrator kan het e-mailadres van een redacteur wijzigen.',
    );
    for (const name of ['Redacteur', 'Professional', 'Beheerder']) {
      const role = screen.getByRole('checkbox', { name });
      expect(role).toBeDisabled();
      expect(role).toHaveAccessibleDescription(
        'Alleen een administrator kan de rollen van een redacteur wijzigen.',
      );
    }
    expect(screen.getByLabelText('Voornaam')).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Opslaan' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(
      'Alleen een administrator kan de gegevens van een redacteur wijzigen.',
    );
    const link = screen.getByRole('button', { name: 'Nieuwe link sturen' });
    expect(link).toBeDisabled();
    expect(link).toHaveAccessibleDescription(
      'Alleen een administrator kan een redacteur een nieuwe link sturen.',
    );
    const deactivate = screen.getByRole('button', { name: 'Deactiveren' });
    expect(deactivate).toBeDisabled();
    expect(deactivate).toHaveAccessibleDescription(
      'Alleen een administrator kan een redacteur deactiveren.',
    );
    await user.click(save);
    await user.click(link);
    expect(api.callsTo('PATCH', `${USERS}/21`)).toHaveLength(0);
    expect(api.callsTo('POST', '/intranet/v1/users/21/set-password-link')).toHaveLength(0);
  });

  it('keeps an administrator from their own roles and deactivating themselves, not the rest', async () => {
    const { api, user } = openPerson(
      { id: 1, roles: ['administrator'] },
      person(1, { roles: ['administrator'], owned_by: [] }),
    );
    const admin = await screen.findByRole('checkbox', { name: 'Administrator' });
    expect(admin).toBeDisabled();
    expect(admin).toHaveAccessibleDescription('Je kunt je eigen rollen niet wijzigen.');
    const deactivate = screen.getByRole('button', { name: 'Deactiveren' });
    expect(deactivate).toBeDisabled();
    expect(deactivate).toHaveAccessibleDescription('Je kunt jezelf niet deactiveren.');
    expect(screen.getByLabelText('E-mailadres')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Nieuwe link sturen' })).toBeEnabled();
    api.on('PATCH', `${USERS}/1`, jsonResponse(200, person(1, { roles: ['administrator'] })));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${USERS}/1`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `${USERS}/1`)[0]!.body).toMatchObject({
      roles: ['administrator'],
    });
  });

  it('lets a beheerder change a medewerker, but give only the roles a beheerder may', async () => {
    openPerson({ id: 2, roles: ['beheerder'] }, person(3, { roles: ['medewerker'] }));
    const reason =
      'Alleen een administrator kan de rollen administrator, redacteur en beheerder toekennen of afnemen.';
    for (const name of ['Administrator', 'Redacteur', 'Beheerder']) {
      const role = await screen.findByRole('checkbox', { name });
      expect(role).toBeDisabled();
      expect(role).toHaveAccessibleDescription(reason);
    }
    for (const name of ['Medewerker (consultant)', 'Professional']) {
      expect(screen.getByRole('checkbox', { name })).toBeEnabled();
    }
    expect(screen.getByLabelText('E-mailadres')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Nieuwe link sturen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Deactiveren' })).toBeEnabled();
  });

  it('shows a beheerder the relations only an administrator makes closed, with the reason', async () => {
    const api = installFakeApi();
    lookups(api);
    const withRoles = (id: number, name: string, roles: Role[]) =>
      person(id, { name, roles, owned_by: [] });
    api.on('GET', USERS, (call) =>
      wpListResponse(
        call.query.get('roles') === 'medewerker'
          ? [
              withRoles(1, 'Anna Admin', ['administrator', 'medewerker']),
              withRoles(2, 'Bas Beheer', ['beheerder', 'medewerker']),
              withRoles(3, 'Femke de Boer', ['medewerker']),
            ]
          : [
              withRoles(1, 'Anna Admin', ['administrator', 'professional']),
              withRoles(11, 'Daan Meijer', ['professional']),
              withRoles(21, 'Rik Redactie', ['editor', 'professional']),
            ],
      ),
    );
    api.on('GET', `${USERS}/3`, jsonResponse(200, withRoles(3, 'Femke de Boer', ['medewerker'])));
    storeSession({ id: 2, roles: ['beheerder'] });
    renderPortal({ path: '/portal/beheer/mensen/3' });

    const picker = await screen.findByRole('group', { name: 'Professionals van deze consultant' });
    const admin = await within(picker).findByRole('checkbox', { name: 'Anna Admin' });
    expect(admin).toBeDisabled();
    expect(admin).toHaveAccessibleDescription(
      'Alleen een administrator kan een administrator als consultant of professional toevoegen of verwijderen.',
    );
    const editor = within(picker).getByRole('checkbox', { name: 'Rik Redactie' });
    expect(editor).toBeDisabled();
    expect(editor).toHaveAccessibleDescription(
      'Alleen een administrator kan een redacteur als professional toevoegen of verwijderen.',
    );
    expect(within(picker).getByRole('checkbox', { name: 'Daan Meijer' })).toBeEnabled();

    const consultants = screen.getByRole('group', { name: 'Consultants' });
    const adminConsultant = within(consultants).getByRole('checkbox', { name: 'Anna Admin' });
    expect(adminConsultant).toBeDisabled();
    expect(adminConsultant).toHaveAccessibleDescription(
      'Alleen een administrator kan een administrator als consultant of professional toevoegen of verwijderen.',
    );
    // A beheerder as someone's consultant is open to a beheerder (SPEC: professionals of their own).
    expect(within(consultants).getByRole('checkbox', { name: 'Bas Beheer' })).toBeEnabled();
  });
});
