import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { declarationErrorMessage, refusalMessage, reviewErrorMessage } from './declaration-error';

const apiError = (status: number, message: string) => new ApiError(status, 'code', message);

describe('declarationErrorMessage', () => {
  it('shows the server message of a 422', () => {
    expect(declarationErrorMessage(apiError(422, 'De datum valt buiten de maand.'))).toBe(
      'De datum valt buiten de maand.',
    );
  });

  it('shows the server message of a 400 only where asked (submitting)', () => {
    const error = apiError(400, 'Deze maand heeft geen regels.');
    expect(declarationErrorMessage(error, { serverMessageFor: [422, 400] })).toBe(
      'Deze maand heeft geen regels.',
    );
    expect(declarationErrorMessage(error)).toBe('Error: 400 - Deze maand heeft geen regels.');
  });

  it.each([
    ['declaration', 'Je moet ingelogd zijn om een declaratie in te dienen'],
    ['kilometers', 'Je moet ingelogd zijn om een kilometers te berekenen'],
  ] as const)('explains a 403 for %s', (about, message) => {
    expect(declarationErrorMessage(apiError(403, 'Forbidden'), { about })).toBe(message);
  });

  it('reads a 500 as a server error', () => {
    expect(declarationErrorMessage(apiError(500, 'boom'))).toBe(
      'Server error: Er is iets misgegaan',
    );
  });

  it('names other statuses with their text', () => {
    expect(declarationErrorMessage(apiError(404, 'Not Found'))).toBe('Error: 404 - Not Found');
    expect(declarationErrorMessage(apiError(502, 'Error: 502 - Bad Gateway'))).toBe(
      'Error: 502 - Bad Gateway',
    );
  });

  it.each([
    [
      'declaration',
      'Geen verbinding. De regel is niet opgeslagen; probeer het opnieuw als je weer online bent.',
    ],
    [
      'kilometers',
      'Geen verbinding. De afstand is niet berekend; probeer het opnieuw als je weer online bent.',
    ],
  ] as const)('says so in Dutch when no response came (%s)', (about, message) => {
    expect(declarationErrorMessage(apiError(0, 'Geen verbinding met de server'), { about })).toBe(
      message,
    );
  });

  it('falls back to the retry message for anything else', () => {
    expect(declarationErrorMessage(new Error('kapot'))).toBe(
      'Er is een fout opgetreden. Probeer het opnieuw.',
    );
  });
});

describe('reviewErrorMessage', () => {
  it.each([403, 409, 422])('shows the server message of a %i', (status) => {
    expect(reviewErrorMessage(apiError(status, 'Deze maand is al goedgekeurd.'))).toBe(
      'Deze maand is al goedgekeurd.',
    );
  });
});

describe('refusalMessage', () => {
  it('passes on the message of the server rules (422 and 400)', () => {
    expect(
      refusalMessage(apiError(400, 'Kies minstens één datum.'), 'Er is een fout opgetreden'),
    ).toBe('Kies minstens één datum.');
    expect(
      refusalMessage(apiError(422, 'Deze maand is gesloten.'), 'Er is een fout opgetreden'),
    ).toBe('Deze maand is gesloten.');
  });

  it('uses the fallback for anything else', () => {
    expect(refusalMessage(apiError(500, 'boom'), 'Er is een fout opgetreden')).toBe(
      'Er is een fout opgetreden',
    );
  });
});
