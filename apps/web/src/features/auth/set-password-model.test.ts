import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { checkNewPassword } from '@/shared/forms/new-password';
import { setPasswordFailure, tokenFromHash } from './set-password-model';

describe('tokenFromHash', () => {
  it('reads the token of the fragment, and nothing from an empty one', () => {
    expect(tokenFromHash('#token=abc_-1')).toBe('abc_-1');
    expect(tokenFromHash('#andere=1&token=xyz')).toBe('xyz');
    expect(tokenFromHash('#token=')).toBeNull();
    expect(tokenFromHash('#')).toBeNull();
    expect(tokenFromHash('')).toBeNull();
  });
});

describe('checkNewPassword', () => {
  it('wants both fields, and the same password in both', () => {
    expect(checkNewPassword({ password: '', repeat: '' })).toEqual({
      password: 'Vul een nieuw wachtwoord in.',
      repeat: 'Herhaal het nieuwe wachtwoord.',
    });
    expect(checkNewPassword({ password: 'a', repeat: 'b' })).toEqual({
      repeat: 'De nieuwe wachtwoorden komen niet overeen.',
    });
    expect(checkNewPassword({ password: '', repeat: 'b' })).toEqual({
      password: 'Vul een nieuw wachtwoord in.',
    });
    expect(checkNewPassword({ password: 'zelfde', repeat: 'zelfde' })).toEqual({});
  });
});

describe('setPasswordFailure', () => {
  it('tells a dead link, a password rule and anything else apart', () => {
    expect(setPasswordFailure(new ApiError(400, 'rest_invalid_token', 'Dood'))).toEqual({
      kind: 'link',
      message: 'Dood',
    });
    expect(setPasswordFailure(new ApiError(422, 'password_too_short', 'Te kort'))).toEqual({
      kind: 'password',
      message: 'Te kort',
    });
    expect(setPasswordFailure(new ApiError(429, 'jwt_auth_too_many_attempts', 'Wacht'))).toEqual({
      kind: 'form',
      message: 'Wacht',
    });
    expect(setPasswordFailure(new ApiError(400, 'rest_invalid_param', 'Fout'))).toEqual({
      kind: 'form',
      message: 'Er is iets misgegaan. Probeer het opnieuw.',
    });
    expect(setPasswordFailure(new TypeError('Failed to fetch')).kind).toBe('form');
  });
});
