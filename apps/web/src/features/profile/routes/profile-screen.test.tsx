import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeApi } from '@/test/fake-api';
import { profileBody, wpPostRef } from '@/test/people-responses';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse, restError, successMessage } from '@/test/wp-responses';

const PROFILE = '/custom/v1/user-profile';

function openProfile(api: FakeApi, ...replies: Parameters<FakeApi['on']>[2][]) {
  api.on('GET', PROFILE, ...(replies.length ? replies : [jsonResponse(200, profileBody())]));
  // Profiel → Account lists the person's passkeys (issue 27): none here.
  api.on('GET', '/intranet/v1/passkeys', jsonResponse(200, []));
  storeSession();
  return renderPortal({ path: '/portal/profiel' });
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section')!;

describe('profile screen', () => {
  it('shows the four sections with the stored values, the fallbacks and the disabled e-mail', async () => {
    const api = installFakeApi();
    openProfile(api);

    const general = await section('Algemene gegevens');
    expect(within(general).getByLabelText('Voornaam')).toHaveValue('Sanne');
    expect(within(general).getByLabelText('Postcode')).toHaveValue('3512 AB');
    expect(within(general).getByLabelText('IBAN')).toHaveValue('NL91ABNA0417164300');
    expect(within(general).getByLabelText('Geboortedatum')).toHaveValue('1990-04-12');

    const work = await section('Werk');
    expect(within(work).getByText('Geen functie')).toBeVisible();
    expect(within(work).getByText('Geen dienstverband')).toBeVisible();
    expect(within(work).getByText('Opdrachtgever')).toBeVisible();

    const account = await section('Account');
    expect(within(account).getByLabelText('E-mailadres')).toBeDisabled();
    expect(within(account).getByLabelText('E-mailadres')).toHaveValue('sanne@example.test');

    const picture = await section('Profielfoto');
    expect(within(picture).getByRole('button', { name: 'Profielfoto wijzigen' })).toBeVisible();
    expect(within(picture).getByText('Formaat advies: 128x128 px')).toBeVisible();
    // No photo yet: the circle holds the initials of Sanne de Vries (issue 25 item 16).
    expect(picture.querySelector('[aria-hidden="true"].rounded-full')).toHaveTextContent('SV');
  });

  it('shows functie, dienstverband and the opdrachtgevers comma-joined', async () => {
    const api = installFakeApi();
    openProfile(
      api,
      jsonResponse(
        200,
        profileBody({
          functie: wpPostRef(3, 'Senior adviseur'),
          dienstverband: wpPostRef(4, 'Vast contract'),
          opdrachtgevers: [wpPostRef(5, 'Gemeente Utrecht'), wpPostRef(6, 'Rabobank')],
        }),
      ),
    );
    const work = await section('Werk');
    expect(within(work).getByText('Senior adviseur')).toBeVisible();
    expect(within(work).getByText('Vast contract')).toBeVisible();
    expect(within(work).getByText('Opdrachtgevers')).toBeVisible();
    expect(within(work).getByText('Gemeente Utrecht, Rabobank')).toBeVisible();
  });

  it('sends only the changed fields, says so, and the top bar takes the new name', async () => {
    const api = installFakeApi();
    api.on('POST', PROFILE, (call) =>
      jsonResponse(200, profileBody({ ...(call.body as object), voornaam: 'Sanna' })),
    );
    const view = openProfile(api);
    const general = await section('Algemene gegevens');
    const voornaam = within(general).getByLabelText('Voornaam');
    await view.user.clear(voornaam);
    await view.user.type(voornaam, 'Sanna');
    await view.user.clear(within(general).getByLabelText('Postcode'));
    await view.user.type(within(general).getByLabelText('Postcode'), '1234ab');
    await view.user.click(within(general).getByRole('button', { name: 'Opslaan' }));

    expect(await within(general).findByText('Profiel succesvol opgeslagen')).toBeVisible();
    expect(api.callsTo('POST', PROFILE)[0]?.body).toEqual({
      voornaam: 'Sanna',
      postcode: '1234ab',
    });
    const banner = screen.getByRole('banner');
    await waitFor(() => expect(within(banner).getByText('Sanna')).toBeVisible());
    const stored = JSON.parse(window.localStorage.getItem('portal-session')!) as {
      state: { user: { firstName: string } };
    };
    expect(stored.state.user.firstName).toBe('Sanna');
  });

  it("shows the server's per-field messages at their fields and focuses the first", async () => {
    const api = installFakeApi();
    api.on(
      'POST',
      PROFILE,
      jsonResponse(422, {
        code: 'rest_invalid_param',
        message: 'Ongeldige parameter(s): postcode, iban',
        data: {
          status: 422,
          params: {
            postcode: 'Vul een Nederlandse postcode in, zoals 1234 AB.',
            iban: 'Dit IBAN klopt niet.',
          },
          details: {},
        },
      }),
    );
    const view = openProfile(api);
    const general = await section('Algemene gegevens');
    await view.user.type(within(general).getByLabelText('Postcode'), 'x');
    await view.user.click(within(general).getByRole('button', { name: 'Opslaan' }));

    const postcode = within(general).getByLabelText('Postcode');
    await waitFor(() =>
      expect(postcode).toHaveAccessibleDescription(
        expect.stringContaining('Vul een Nederlandse postcode in, zoals 1234 AB.'),
      ),
    );
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(postcode).toHaveFocus();
    expect(within(general).getByLabelText('IBAN')).toHaveAccessibleDescription(
      expect.stringContaining('Dit IBAN klopt niet.'),
    );
    expect(within(general).queryByText('Profiel succesvol opgeslagen')).not.toBeInTheDocument();
  });

  it("shows another failure's own message", async () => {
    const api = installFakeApi();
    api.on(
      'POST',
      PROFILE,
      restError(500, 'rest_internal_error', 'Er is iets misgegaan op de server.'),
    );
    const view = openProfile(api);
    const general = await section('Algemene gegevens');
    await view.user.click(within(general).getByRole('button', { name: 'Opslaan' }));
    expect(await within(general).findByRole('alert')).toHaveTextContent(
      'Er is iets misgegaan op de server.',
    );
  });
});

describe('password change', () => {
  async function fillPassword(view: ReturnType<typeof renderPortal>, values: string[]) {
    const account = await section('Account');
    const labels = ['Huidig wachtwoord', 'Nieuw wachtwoord', 'Herhaal nieuw wachtwoord'];
    for (const [index, label] of labels.entries()) {
      if (values[index]) await view.user.type(within(account).getByLabelText(label), values[index]);
    }
    await view.user.click(within(account).getByRole('button', { name: 'Wachtwoord wijzigen' }));
    return account;
  }

  it('asks for all three fields without calling the server', async () => {
    const api = installFakeApi();
    const view = openProfile(api);
    const account = await fillPassword(view, []);
    expect(within(account).getByText('Vul je huidige wachtwoord in.')).toBeVisible();
    expect(within(account).getByText('Vul een nieuw wachtwoord in.')).toBeVisible();
    expect(within(account).getByText('Herhaal het nieuwe wachtwoord.')).toBeVisible();
    expect(api.callsTo('POST', '/custom/v1/change-password')).toHaveLength(0);
  });

  it('signs out to the login with the green notice after a change', async () => {
    const api = installFakeApi();
    api.on('POST', '/custom/v1/change-password', successMessage('Wachtwoord gewijzigd.'));
    api.on('POST', '/custom/v1/logout', successMessage('Uitgelogd.'));
    const view = openProfile(api);
    await fillPassword(view, ['oud-wachtwoord', 'paarse olifant fietst', 'paarse olifant fietst']);

    await waitFor(() => expect(view.location()).toBe('/portal?changed_password=1'));
    expect(
      await screen.findByText('Je wachtwoord is succesvol gewijzigd! Log opnieuw in.'),
    ).toBeVisible();
    expect(api.callsTo('POST', '/custom/v1/change-password')[0]?.body).toEqual({
      old_password: 'oud-wachtwoord',
      new_password: 'paarse olifant fietst',
      confirm_password: 'paarse olifant fietst',
    });
  });

  it("shows the server's message at the field it is about", async () => {
    const api = installFakeApi();
    api.on(
      'POST',
      '/custom/v1/change-password',
      restError(422, 'incorrect_password', 'Het huidige wachtwoord is onjuist.'),
      restError(422, 'password_too_weak', 'Dit wachtwoord is te makkelijk te raden.'),
    );
    const view = openProfile(api);
    const account = await fillPassword(view, ['fout', 'welkom123456', 'welkom123456']);
    const old = within(account).getByLabelText('Huidig wachtwoord');
    await waitFor(() =>
      expect(old).toHaveAccessibleDescription('Het huidige wachtwoord is onjuist.'),
    );
    expect(old).toHaveFocus();

    await view.user.click(within(account).getByRole('button', { name: 'Wachtwoord wijzigen' }));
    await waitFor(() =>
      expect(within(account).getByLabelText('Nieuw wachtwoord')).toHaveAccessibleDescription(
        expect.stringContaining('Dit wachtwoord is te makkelijk te raden.'),
      ),
    );
    expect(view.location()).toBe('/portal/profiel');
  });

  it('says "Password change failed" when no answer came', async () => {
    const api = installFakeApi();
    api.on('POST', '/custom/v1/change-password', () => Promise.reject(new TypeError('offline')));
    const view = openProfile(api);
    const account = await fillPassword(view, ['oud', 'nieuw wachtwoord', 'nieuw wachtwoord']);
    expect(await within(account).findByRole('alert')).toHaveTextContent('Password change failed');
  });
});

describe('profile picture', () => {
  /** A fake API whose upload stores the picture as `fileId`; previews are blob: links. */
  function pictureUploadAnswers(fileId: number) {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const api = installFakeApi();
    api.on(
      'POST',
      '/custom/v1/upload-profile-picture',
      jsonResponse(200, { success: true, file_id: { id: fileId } }),
    );
    return api;
  }

  it('previews the chosen file, saves it, and the top bar shows the new picture at once', async () => {
    const api = pictureUploadAnswers(55);
    api.on('GET', '/intranet/v1/files/55', (call) =>
      jsonResponse(200, {
        id: 55,
        date: '2026-11-22T10:00:00',
        title: { rendered: 'profielfoto' },
        filename: 'profielfoto.webp',
        mime_type: 'image/webp',
        filesize: 2048,
        source_url: `/wp-json/intranet/v1/files/55/view?viewer=7&expires=1&signature=s${call.path}`,
      }),
    );
    const view = openProfile(
      api,
      jsonResponse(200, profileBody()),
      jsonResponse(200, profileBody({ public_picture: { id: 55 } })),
    );
    const picture = await section('Profielfoto');
    const input = picture.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['jpeg-bytes'], 'ik.jpg', { type: 'image/jpeg' });
    await view.user.upload(input, file);

    expect(within(picture).getByAltText('Voorbeeld van je nieuwe profielfoto')).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(api.callsTo('POST', '/custom/v1/upload-profile-picture')).toHaveLength(0);
    await view.user.click(within(picture).getByRole('button', { name: 'Profielfoto opslaan' }));

    expect(await within(picture).findByText('Profiel succesvol opgeslagen')).toBeVisible();
    const upload = api.callsTo('POST', '/custom/v1/upload-profile-picture')[0]!;
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
    const banner = screen.getByRole('banner');
    await waitFor(() =>
      expect(banner.querySelector('img')).toHaveAttribute(
        'src',
        expect.stringContaining('/intranet/v1/files/55/view'),
      ),
    );
    expect(within(picture).getByAltText('Je profielfoto')).toHaveAttribute(
      'src',
      expect.stringContaining('/intranet/v1/files/55/view'),
    );
  });

  it('takes an iPhone HEIC photo, also one the browser gives no type, and sends it as it is', async () => {
    const api = pictureUploadAnswers(56);
    const view = openProfile(api);
    const picture = await section('Profielfoto');
    const input = picture.querySelector<HTMLInputElement>('input[type="file"]')!;
    const accepted = input.accept.split(',');
    expect(accepted).toEqual(
      expect.arrayContaining(['image/heic', 'image/heif', '.heic', '.heif']),
    );

    // user-event applies `accept` as a browser's picker does: a file it refuses is not chosen.
    await view.user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(within(picture).queryByText(/Voorbeeld van/)).toBeNull();

    // Chrome on Windows knows no MIME type for .heic: the extension lets it through.
    for (const file of [
      new File(['heic-bytes'], 'IMG_0001.HEIC', { type: 'image/heic' }),
      new File(['heif-bytes'], 'IMG_0002.heif', { type: '' }),
    ]) {
      await view.user.upload(input, file);
      expect(within(picture).getByText(file.name)).toBeVisible();
    }
    await view.user.click(within(picture).getByRole('button', { name: 'Profielfoto opslaan' }));
    expect(await within(picture).findByText('Profiel succesvol opgeslagen')).toBeVisible();
    const sent = (
      api.callsTo('POST', '/custom/v1/upload-profile-picture')[0]!.body as FormData
    ).get('file') as File;
    expect(sent.name).toBe('IMG_0002.heif');
  });

  it("shows the upload's refusal and keeps the choice", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const api = installFakeApi();
    api.on(
      'POST',
      '/custom/v1/upload-profile-picture',
      restError(422, 'picture_invalid_type', 'Kies een foto: JPEG, PNG, WebP of HEIC.'),
    );
    const view = openProfile(api);
    const picture = await section('Profielfoto');
    await view.user.upload(
      picture.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF'], 'cv.jpg', { type: 'image/jpeg' }),
    );
    await view.user.click(within(picture).getByRole('button', { name: 'Profielfoto opslaan' }));
    expect(await within(picture).findByRole('alert')).toHaveTextContent(
      'Kies een foto: JPEG, PNG, WebP of HEIC.',
    );
    expect(within(picture).getByRole('button', { name: 'Annuleren' })).toBeVisible();
  });
});
