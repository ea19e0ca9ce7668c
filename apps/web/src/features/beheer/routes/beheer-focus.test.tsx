import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { term } from '@/test/content-responses';
import { installFakeApi } from '@/test/fake-api';
import { installFakeUpload, wpMedia } from '@/test/fake-upload';
import { renderPortal, storeSession } from '@/test/render-portal';
import { jsonResponse } from '@/test/wp-responses';

/**
 * Issue 12 (review): keyboard and screen-reader users never lose the focus to the page when
 * what they acted on disappears, and an image in the editor always gets a description.
 */

const AV = '/wp/v2/arbeidsvoorwaarden_categorieen';

/** A taxonomy whose list answers what is left after renames and deletes. */
function categoriesApi(names: string[]) {
  const api = installFakeApi();
  let terms = names.map((name, index) => term(10 + index, name));
  api.on('GET', AV, () => jsonResponse(200, terms));
  api.on('GET', '/wp/v2/kennisbank_categorieen', jsonResponse(200, []));
  for (const { id } of terms) {
    api.on('DELETE', `${AV}/${id}`, () => {
      const previous = terms.find((other) => other.id === id)!;
      terms = terms.filter((other) => other.id !== id);
      return jsonResponse(200, { deleted: true, previous });
    });
    api.on('POST', `${AV}/${id}`, (call) => {
      const name = (call.body as { name: string }).name;
      terms = terms.map((other) => (other.id === id ? { ...other, name } : other));
      return jsonResponse(
        200,
        terms.find((other) => other.id === id),
      );
    });
  }
  return api;
}

async function openCategories() {
  storeSession({ roles: ['editor'] });
  const view = renderPortal({ path: '/portal/beheer/categorieen' });
  const card = (await screen.findByRole('heading', { name: 'Arbeidsvoorwaarden' })).closest(
    'section',
  )!;
  await within(card).findAllByRole('button', { name: /^Verwijderen: / });
  return { ...view, card };
}

async function deleteCategory(view: Awaited<ReturnType<typeof openCategories>>, name: string) {
  await view.user.click(within(view.card).getByRole('button', { name: `Verwijderen: ${name}` }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Categorie verwijderen?' });
  // Issue 25 item 16: a red main button named for the act.
  expect(within(confirm).getByRole('button', { name: 'Verwijderen' })).toHaveClass('bg-danger');
  await view.user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await waitFor(() =>
    expect(
      within(view.card).queryByRole('button', { name: `Verwijderen: ${name}` }),
    ).not.toBeInTheDocument(),
  );
}

/** A new terms document with these files uploaded (the server answers each as media). */
async function uploadToNewTermsDocument(chosen: Array<[number, string, string]>) {
  installFakeUpload(
    ...chosen.map(([id, name, type]) => ({ status: 201, body: wpMedia(id, name, type) })),
  );
  storeSession({ roles: ['editor'] });
  const view = renderPortal({ path: '/portal/beheer/arbeidsvoorwaarden/nieuw' });
  await view.user.upload(
    await screen.findByLabelText('Bestanden toevoegen'),
    chosen.map(([, name, type]) => new File(['%PDF-1'], name, { type })),
  );
  const list = await screen.findByRole('list', { name: 'Bijlagen' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(chosen.length));
  return { ...view, list };
}

describe('focus in Beheer', () => {
  it('after deleting a category: the next row, else the previous, else the new-category field', async () => {
    categoriesApi(['Pensioen', 'Verlof', 'Zorg']);
    const view = await openCategories();
    const button = (name: string) =>
      within(view.card).getByRole('button', { name: `Verwijderen: ${name}` });

    await deleteCategory(view, 'Verlof');
    expect(document.activeElement).toBe(button('Zorg'));
    await deleteCategory(view, 'Zorg');
    expect(document.activeElement).toBe(button('Pensioen'));
    await deleteCategory(view, 'Pensioen');
    await within(view.card).findByText('Nog geen categorieën.');
    expect(document.activeElement).toBe(within(view.card).getByLabelText('Nieuwe categorie'));
  });

  it('after renaming a category (or cancelling): its own "Naam wijzigen" button', async () => {
    categoriesApi(['Verlof', 'Zorg']);
    const view = await openCategories();
    await view.user.click(within(view.card).getByRole('button', { name: 'Naam wijzigen: Verlof' }));
    const field = within(view.card).getByLabelText('Nieuwe naam voor Verlof');
    await view.user.clear(field);
    await view.user.type(field, 'Vakantie{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(view.card).getByRole('button', { name: 'Naam wijzigen: Vakantie' }),
      ),
    );
    await view.user.click(within(view.card).getByRole('button', { name: 'Naam wijzigen: Zorg' }));
    await view.user.click(within(view.card).getByRole('button', { name: 'Annuleren' }));
    expect(document.activeElement).toBe(
      within(view.card).getByRole('button', { name: 'Naam wijzigen: Zorg' }),
    );
  });

  it('after removing an attachment: the next one’s remove button, at the end the upload field', async () => {
    const api = installFakeApi();
    api.on('GET', AV, jsonResponse(200, [term(8, 'Salaris')]));
    const { user } = await uploadToNewTermsDocument([
      [61, 'Loonschalen.pdf', 'application/pdf'],
      [62, 'Toelichting.pdf', 'application/pdf'],
      [63, 'Bijlage.pdf', 'application/pdf'],
    ]);
    const remove = (name: string) => screen.getByRole('button', { name: `Verwijderen: ${name}` });

    await user.click(remove('Loonschalen'));
    expect(document.activeElement).toBe(remove('Toelichting'));
    await user.click(remove('Bijlage'));
    expect(document.activeElement).toBe(remove('Toelichting'));
    await user.click(remove('Toelichting'));
    expect(screen.getByText('Nog geen bijlagen.')).toBeVisible();
    expect(document.activeElement).toBe(screen.getByLabelText('Bestanden toevoegen'));
  });
});

describe('image in the editor', () => {
  it('asks for the alt text before uploading and puts it in the <img alt>', async () => {
    installFakeApi();
    const { uploads } = installFakeUpload({
      status: 201,
      body: { ...wpMedia(71, 'team.png', 'image/png'), alt_text: 'Het team op de hei' },
    });
    storeSession({ roles: ['editor'] });
    const { user } = renderPortal({ path: '/portal/beheer/nieuws/nieuw' });
    await user.click(await screen.findByRole('button', { name: 'Afbeelding invoegen' }));
    const alt = screen.getByLabelText('Beschrijving (alt-tekst)');
    expect(alt).toBeRequired();
    expect(alt).toHaveAccessibleDescription('Beschrijf de afbeelding voor wie haar niet kan zien');
    await user.upload(
      screen.getByLabelText('Afbeelding'),
      new File(['png'], 'team.png', { type: 'image/png' }),
    );

    await user.click(screen.getByRole('button', { name: 'Invoegen' }));
    expect(await screen.findByText('Beschrijf de afbeelding.')).toBeVisible();
    expect(uploads).toHaveLength(0);
    expect(document.activeElement).toBe(alt);

    await user.type(alt, 'Het team op de hei');
    await user.click(screen.getByRole('button', { name: 'Invoegen' }));
    const editor = screen.getByRole('textbox', { name: 'Tekst' });
    await waitFor(() => expect(editor.querySelector('img')).not.toBeNull());
    expect(uploads[0]!.body.get('alt_text')).toBe('Het team op de hei');
    expect(editor.querySelector('img')).toHaveAttribute('alt', 'Het team op de hei');
  });
});
