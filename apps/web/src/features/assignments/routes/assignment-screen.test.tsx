import type { Assignment, SessionUser } from '@portal/contract';
import { quarterLabel, quarterOf, todayInAmsterdam } from '@portal/contract/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { assignment, evaluatedAcf, evaluation } from '@/test/assignment-responses';
import { wpListResponse } from '@/test/content-responses';
import { installFakeApi, type FakeApi } from '@/test/fake-api';
import { profileBody } from '@/test/people-responses';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse, restError } from '@/test/wp-responses';

const DETAIL = '/wp/v2/assignments/41';
const LIST = '/wp/v2/assignments';
const PROFILE = '/custom/v1/user-profile';

const NOW = quarterOf(todayInAmsterdam());
const EARLIER = '2025-Q2';

const DAAN: Partial<SessionUser> = { id: 21, roles: ['professional'] };
const FEMKE: Partial<SessionUser> = { id: 7, roles: ['medewerker'] };
const OTHER_PROFESSIONAL: Partial<SessionUser> = { id: 22, roles: ['professional'] };

function openDetail(
  api: FakeApi,
  body: Assignment | Response,
  { user = DAAN, managed = [21], path = '/portal/opdrachten/41' } = {} as {
    user?: Partial<SessionUser>;
    managed?: number[];
    path?: string;
  },
) {
  api.on('GET', DETAIL, body instanceof Response ? body : jsonResponse(200, body));
  api.on('GET', PROFILE, jsonResponse(200, profileBody({ users: managed })));
  api.on('GET', LIST, wpListResponse([]));
  storeSession(user);
  return renderPortal({ path });
}

const field = (label: string) => screen.getByLabelText(label);
const details = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Opdracht details' })).closest('section')!;

describe('assignment detail', () => {
  it('lets the professional write this quarter’s evaluation and save it, with the notice on top', async () => {
    const api = installFakeApi();
    const scrolled = vi.spyOn(window, 'scrollTo');
    const saved = (texts: Record<string, string>) =>
      assignment(41, evaluatedAcf(evaluation(NOW, texts)), { title: 'Dataplatform' });
    api.on('PATCH', DETAIL, (call) =>
      jsonResponse(200, saved((call.body as { fields: Record<string, string> }).fields)),
    );
    const view = openDetail(api, assignment(41, {}, { title: 'Dataplatform' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dataplatform' })).toBeVisible();
    expect(screen.getByText(/Elk kwartaal sta je met deze evaluatie stil/)).toBeVisible();
    expect(screen.getByRole('heading', { name: `Evaluatie ${quarterLabel(NOW)}` })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Dataplatform | Intranet'));

    await view.user.type(
      field('Mijn ontwikkeling'),
      'Ik leerde veel over ĳzeren data.\nTweede regel.',
    );
    await view.user.type(field('Mijn opdracht'), 'Loopt goed, café-overleg elke week.');
    await view.user.type(field('Mijn meerwaarde'), 'Bespaarde € 1.200 per maand.');
    scrolled.mockClear();
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('De opdracht is succesvol opgeslagen')).toBeVisible();
    expect(scrolled).toHaveBeenCalledWith({ top: 0 });
    expect(api.callsTo('PATCH', DETAIL)[0]!.body).toEqual({
      fields: {
        user_ontwikkeling: 'Ik leerde veel over ĳzeren data.\nTweede regel.',
        user_opdracht: 'Loopt goed, café-overleg elke week.',
        user_meerwaarde: 'Bespaarde € 1.200 per maand.',
      },
    });
    expect(field('Mijn meerwaarde')).toHaveValue('Bespaarde € 1.200 per maand.');

    // The notice can be closed.
    await view.user.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.queryByText('De opdracht is succesvol opgeslagen')).toBeNull();
  });

  it('says "Er is iets misgegaan bij het opslaan van de opdracht" when the save fails, keeping the texts', async () => {
    const api = installFakeApi();
    const scrolled = vi.spyOn(window, 'scrollTo');
    api.on('PATCH', DETAIL, restError(500, 'internal_server_error', 'Interne fout'));
    const view = openDetail(api, assignment(41));
    await view.user.type(await screen.findByLabelText('Mijn opdracht'), 'Nog niet bewaard');
    scrolled.mockClear();
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(
      await screen.findByText('Er is iets misgegaan bij het opslaan van de opdracht'),
    ).toBeVisible();
    expect(scrolled).toHaveBeenCalledWith({ top: 0 });
    expect(field('Mijn opdracht')).toHaveValue('Nog niet bewaard');
  });

  it('shows the texts as the server stored them after a save', async () => {
    const api = installFakeApi();
    const stored = evaluation(NOW, { user_opdracht: 'Café, zoals bewaard' });
    api.on('PATCH', DETAIL, jsonResponse(200, assignment(41, evaluatedAcf(stored))));
    const view = openDetail(api, assignment(41));
    await view.user.type(await screen.findByLabelText('Mijn opdracht'), 'Cafe\u0301, zoals getypt');
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(field('Mijn opdracht')).toHaveValue('Café, zoals bewaard'));
  });

  it('shows the side card: status, dates and the PDF in a new tab', async () => {
    const api = installFakeApi();
    openDetail(api, assignment(41, { status: 'not-started' }));
    const card = await details();
    expect(within(card).getByText('Nog niet gestart')).toBeVisible();
    expect(within(card).getByText('01-09-2026')).toBeVisible();
    expect(within(card).getByText('28-02-2027')).toBeVisible();
    expect(within(card).getByText('Bekijk PDF')).toBeVisible();
    const pdf = within(card).getByRole('link', { name: /^Bekijken/ });
    expect(pdf).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/pdf\/assignment\/41\?.*signature=/),
    );
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    // A professional does not change the status.
    expect(within(card).queryByLabelText('Status wijzigen')).toBeNull();
  });

  it('falls back to "Opdracht evalueren" for an assignment without a title', async () => {
    const api = installFakeApi();
    openDetail(api, assignment(41, {}, { title: '' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Opdracht evalueren' }),
    ).toBeVisible();
  });

  it('shows a completed assignment read-only, with its latest evaluation', async () => {
    const api = installFakeApi();
    openDetail(api, assignment(41, { status: 'completed', ...evaluatedAcf(evaluation(EARLIER)) }));
    expect(await screen.findByLabelText('Mijn ontwikkeling')).toBeDisabled();
    expect(field('Mijn opdracht')).toBeDisabled();
    expect(field('Mijn meerwaarde')).toBeDisabled();
    expect(field('Mijn ontwikkeling')).toHaveValue(`Ontwikkeling ${EARLIER}`);
    expect(
      screen.getByRole('heading', { name: `Evaluatie ${quarterLabel(EARLIER)}` }),
    ).toBeVisible();
    expect(
      screen.getByText('Deze opdracht is afgerond; de evaluatie kan niet meer worden gewijzigd.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
  });

  it('starts a new quarter from the last one’s texts and keeps earlier quarters readable', async () => {
    const api = installFakeApi();
    api.on('PATCH', DETAIL, jsonResponse(200, assignment(41, evaluatedAcf(evaluation(NOW)))));
    const view = openDetail(
      api,
      assignment(41, evaluatedAcf(evaluation('2026-Q1'), evaluation('2025-Q4'))),
    );
    expect(await screen.findByLabelText('Mijn ontwikkeling')).toHaveValue('Ontwikkeling 2026-Q1');
    const from = `De teksten komen uit het 1e kwartaal 2026. Pas ze aan en sla ze op voor het ${quarterLabel(NOW)}.`;
    expect(screen.getByText(from)).toBeVisible();
    const earlier = (
      await screen.findByRole('heading', { level: 2, name: 'Eerdere kwartalen' })
    ).closest('section')!;
    const quarters = within(earlier).getAllByRole('group');
    expect(quarters.map((item) => item.querySelector('summary')?.textContent)).toEqual([
      '1e kwartaal 2026',
      '4e kwartaal 2025',
    ]);
    const first = quarters[0]!;
    expect(within(first).getByText('Ontwikkeling 2026-Q1')).not.toBeVisible();
    await view.user.click(within(first).getByText('1e kwartaal 2026'));
    expect(within(first).getByText('Ontwikkeling 2026-Q1')).toBeVisible();
    expect(
      within(first).getByText(/Opgeslagen op 30-09-2026 16:00 door Daan Meijer/),
    ).toBeVisible();

    // Saved, the texts belong to this quarter.
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De opdracht is succesvol opgeslagen')).toBeVisible();
    expect(screen.queryByText(from)).toBeNull();
  });

  it('shows this quarter’s saved texts in the form, not among the earlier ones', async () => {
    const api = installFakeApi();
    openDetail(api, assignment(41, evaluatedAcf(evaluation(NOW), evaluation(EARLIER))));
    expect(await screen.findByLabelText('Mijn opdracht')).toHaveValue(`Opdracht ${NOW}`);
    const earlier = (
      await screen.findByRole('heading', { level: 2, name: 'Eerdere kwartalen' })
    ).closest('section')!;
    expect(within(earlier).getAllByRole('group')).toHaveLength(1);
  });

  it('shows "De opdracht is succesvol aangemaakt" after creation, once', async () => {
    const api = installFakeApi();
    const view = openDetail(api, assignment(41), { path: '/portal/opdrachten/41?created=true' });
    expect(await screen.findByText('De opdracht is succesvol aangemaakt')).toBeVisible();
    await waitFor(() => expect(view.location()).toBe('/portal/opdrachten/41'));
  });

  it('lets the consultant read, write and change the status', async () => {
    const api = installFakeApi();
    api.on('PATCH', DETAIL, jsonResponse(200, assignment(41, { status: 'completed' })));
    const view = openDetail(api, assignment(41, { status: 'in-progress' }), { user: FEMKE });

    expect(await screen.findByText(/Elk kwartaal sta je met deze evaluatie stil/)).toBeVisible();
    expect(field('Mijn ontwikkeling')).toBeEnabled();
    const card = await details();
    const status = within(card).getByLabelText('Status wijzigen');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nog niet gestart', 'Lopend', 'Afgerond']);
    await view.user.selectOptions(status, 'Afgerond');
    await view.user.click(within(card).getByRole('button', { name: 'Wijzigen' }));

    expect(await screen.findByText('De opdracht is succesvol opgeslagen')).toBeVisible();
    expect(api.callsTo('PATCH', DETAIL)[0]!.body).toEqual({ fields: { status: 'completed' } });
    // Completed now: the texts can no longer change.
    await waitFor(() => expect(field('Mijn ontwikkeling')).toBeDisabled());
    expect(within(card).getByText('Afgerond', { selector: 'span' })).toBeVisible();
  });

  it('lets a beheerder who is not the consultant read along, without the intro', async () => {
    const api = installFakeApi();
    openDetail(api, assignment(41, evaluatedAcf(evaluation(EARLIER))), {
      user: { id: 2, roles: ['beheerder'] },
      managed: [],
    });
    expect(await screen.findByLabelText('Mijn ontwikkeling')).toBeDisabled();
    expect(screen.queryByText(/Elk kwartaal sta je met deze evaluatie stil/)).toBeNull();
    expect(
      screen.getByText('Alleen de professional en zijn consultant mogen de evaluatie schrijven.'),
    ).toBeVisible();
    expect(within(await details()).getByLabelText('Status wijzigen')).toBeVisible();
  });

  it.each([
    ['another professional', OTHER_PROFESSIONAL, [] as number[]],
    ['a medewerker who is not the consultant', FEMKE, [30]],
  ])('sends %s back to the list', async (_who, user, managed) => {
    const api = installFakeApi();
    const view = openDetail(api, assignment(41), { user, managed });
    await waitFor(() => expect(view.location()).toBe('/portal/opdrachten'));
    expect(screen.queryByLabelText('Mijn ontwikkeling')).toBeNull();
  });

  it('sends the user back to the list when the assignment does not load', async () => {
    const api = installFakeApi();
    const view = openDetail(api, restError(404, 'rest_post_invalid_id', 'Ongeldige bericht-ID.'));
    await waitFor(() => expect(view.location()).toBe('/portal/opdrachten'));
  });

  it('sends an id that is no id back to the list without asking', async () => {
    const api = installFakeApi();
    const view = openDetail(api, assignment(41), { path: '/portal/opdrachten/abc' });
    await waitFor(() => expect(view.location()).toBe('/portal/opdrachten'));
    expect(api.callsTo('GET', DETAIL)).toHaveLength(0);
  });

  it('shows skeletons while the assignment loads', async () => {
    const api = installFakeApi();
    openDetail(api, assignment(41));
    api.on('GET', DETAIL, () => new Promise<Response>(() => {}));
    expect(await screen.findByText('Opdracht laden...')).toBeInTheDocument();
  });
});
