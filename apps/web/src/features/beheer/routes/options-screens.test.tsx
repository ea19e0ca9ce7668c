import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { intranetOptions, term } from '@/test/content-responses';
import { installFakeApi, type RecordedCall } from '@/test/fake-api';
import { installFakeUpload, wpMedia } from '@/test/fake-upload';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse } from '@/test/wp-responses';

const OPTIONS = '/acf/v3/options/intranet';

/** The server answers a write with the options as stored (logos as signed links). */
function storeOptions(call: RecordedCall) {
  const { fields } = call.body as {
    fields: {
      direct_links?: Array<{ link: { url: string; title: string; target: string }; logo: number }>;
      contactpersonen?: Array<{ naam: string; telefoonnummer: string }>;
    };
  };
  const current = intranetOptions();
  return jsonResponse(200, {
    acf: {
      direct_links:
        fields.direct_links?.map(({ link, logo }) => ({
          link,
          logo: {
            id: logo,
            url: `/wp-json/intranet/v1/files/${logo}/view?signature=n`,
            alt: link.title,
          },
        })) ?? current.acf.direct_links,
      contactpersonen: fields.contactpersonen ?? current.acf.contactpersonen,
    },
  });
}

describe('Beheer: Direct naar', () => {
  it('reorders the links by keyboard, replaces a logo with a preview and saves the new order', async () => {
    const api = installFakeApi();
    api.on('GET', OPTIONS, jsonResponse(200, intranetOptions()));
    api.on('POST', OPTIONS, storeOptions);
    installFakeUpload({ status: 201, body: wpMedia(90, 'outlook.png', 'image/png') });
    storeSession({ roles: ['editor'] });
    const { user } = renderPortal({ path: '/portal/beheer/direct-naar' });

    const list = await screen.findByRole('list', { name: 'Links' });
    within(list).getByRole('button', { name: 'Omhoog: Outlook' }).focus();
    await user.keyboard('{Enter}');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/Outlook/);
    // At the top its Omhoog is disabled; focus stays with the link, on its Omlaag.
    expect(within(list).getByRole('button', { name: 'Omlaag: Outlook' })).toHaveFocus();

    await user.upload(within(list).getByLabelText(/Logo vervangen voor Outlook/), [
      new File(['png'], 'outlook.png', { type: 'image/png' }),
    ]);
    await waitFor(() =>
      expect(within(list).getByRole('img', { name: 'Logo Outlook' })).toHaveAttribute(
        'src',
        '/wp-json/intranet/v1/files/90/view?signature=s90',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen')).toBeVisible();
    expect(api.callsTo('POST', OPTIONS)[0]!.body).toEqual({
      fields: {
        direct_links: [
          {
            link: { title: 'Outlook', url: 'https://outlook.office.com/mail/', target: '_blank' },
            logo: 90,
          },
          { link: { title: 'Loket.nl', url: 'https://www.loket.nl/', target: '_blank' }, logo: 41 },
          { link: { title: 'Declaraties', url: '/portal/declaraties', target: '' }, logo: 47 },
        ],
      },
    });
  });

  it('asks for a logo before saving a new link', async () => {
    const api = installFakeApi();
    api.on('GET', OPTIONS, jsonResponse(200, intranetOptions({ direct_links: [] })));
    storeSession({ roles: ['administrator'] });
    const { user } = renderPortal({ path: '/portal/beheer/direct-naar' });

    expect(await screen.findByText('Nog geen links.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Link toevoegen' }));
    await user.type(screen.getByLabelText('Titel'), 'Intranet');
    await user.type(screen.getByLabelText('Adres'), 'https://example.org');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Kies bij elke link een logo.')).toBeVisible();
    expect(api.callsTo('POST', OPTIONS)).toHaveLength(0);
  });
});

describe('Beheer: Contactpersonen', () => {
  it('changes a phone number, adds a person and removes one, and saves the list', async () => {
    const api = installFakeApi();
    api.on('GET', OPTIONS, jsonResponse(200, intranetOptions()));
    api.on('POST', OPTIONS, storeOptions);
    storeSession({ roles: ['editor'] });
    const { user } = renderPortal({ path: '/portal/beheer/contactpersonen' });

    const phone = await screen.findByLabelText('Telefoonnummer 1');
    await user.clear(phone);
    await user.type(phone, '030-2400001');
    await user.click(screen.getByRole('button', { name: 'Verwijderen: Johan Bakker (beheer)' }));
    await user.click(screen.getByRole('button', { name: 'Contactpersoon toevoegen' }));
    await user.type(screen.getByLabelText('Naam 2'), 'Sanne Jansen (ICT)');
    await user.type(screen.getByLabelText('Telefoonnummer 2'), '030 240 01 50');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Opgeslagen')).toBeVisible();
    expect(api.callsTo('POST', OPTIONS)[0]!.body).toEqual({
      fields: {
        contactpersonen: [
          { naam: 'Marieke de Vries (HR)', telefoonnummer: '030-2400001' },
          { naam: 'Sanne Jansen (ICT)', telefoonnummer: '030 240 01 50' },
        ],
      },
    });
  });

  it('shows a beheerder the list without ways to change it', async () => {
    const api = installFakeApi();
    api.on('GET', OPTIONS, jsonResponse(200, intranetOptions()));
    storeSession({ roles: ['beheerder'] });
    renderPortal({ path: '/portal/beheer/contactpersonen' });

    expect(await screen.findByLabelText('Naam 1')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Omhoog/ })).not.toBeInTheDocument();
  });
});

describe('Beheer: Categorieën', () => {
  it('adds, renames and (after a confirmation) deletes a category', async () => {
    const api = installFakeApi();
    const AV = '/wp/v2/arbeidsvoorwaarden_categorieen';
    api.on('GET', AV, jsonResponse(200, [term(7, 'Verlof')]));
    api.on('GET', '/wp/v2/kennisbank_categorieen', jsonResponse(200, []));
    api.on('POST', AV, jsonResponse(201, term(9, 'Pensioen')));
    api.on('POST', `${AV}/7`, jsonResponse(200, term(7, 'Verlof en vakantie')));
    api.on('DELETE', `${AV}/7`, jsonResponse(200, { deleted: true, previous: term(7, 'Verlof') }));
    storeSession({ roles: ['editor'] });
    const { user } = renderPortal({ path: '/portal/beheer/categorieen' });

    const card = (await screen.findByRole('heading', { name: 'Arbeidsvoorwaarden' })).closest(
      'section',
    )!;
    await user.type(within(card).getByLabelText('Nieuwe categorie'), 'Pensioen');
    await user.click(within(card).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(card).findByText('Categorie “Pensioen” toegevoegd')).toBeVisible();
    expect(api.callsTo('POST', AV)[0]!.body).toEqual({ name: 'Pensioen' });

    await user.click(await within(card).findByRole('button', { name: 'Naam wijzigen: Verlof' }));
    const rename = within(card).getByLabelText('Nieuwe naam voor Verlof');
    await user.clear(rename);
    await user.type(rename, 'Verlof en vakantie{Enter}');
    await waitFor(() => expect(api.callsTo('POST', `${AV}/7`)).toHaveLength(1));
    expect(api.callsTo('POST', `${AV}/7`)[0]!.body).toEqual({ name: 'Verlof en vakantie' });

    await user.click(within(card).getByRole('button', { name: 'Verwijderen: Verlof' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Categorie verwijderen?' });
    expect(api.callsTo('DELETE', `${AV}/7`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(api.callsTo('DELETE', `${AV}/7`)).toHaveLength(1));
    expect(api.callsTo('DELETE', `${AV}/7`)[0]!.query.get('force')).toBe('true');
  });
});
