import { describe, expect, it } from 'vitest';
import { sessionUser } from '@/test/wp-responses';
import { createSessionStore, SESSION_STORE_ID } from './session-store';

const persisted = () => JSON.parse(window.localStorage.getItem(SESSION_STORE_ID) ?? 'null');

describe('session store', () => {
  it('persists token, expiry and user as JSON under its id, but not the notice', () => {
    const store = createSessionStore(window.localStorage);
    store.getState().signIn({ token: 'abc', expiresAt: 1_000, user: sessionUser() });
    store.getState().clear('Je sessie is verlopen. Log opnieuw in.');
    store.getState().signIn({ token: 'def', expiresAt: 2_000, user: sessionUser() });
    expect(persisted()).toEqual({
      state: { token: 'def', expiresAt: 2_000, user: sessionUser() },
      version: 1,
    });
  });

  it('restores a stored session when created', () => {
    window.localStorage.setItem(
      SESSION_STORE_ID,
      JSON.stringify({
        state: { token: 'abc', expiresAt: 1_000, user: sessionUser() },
        version: 1,
      }),
    );
    expect(createSessionStore(window.localStorage).getState()).toMatchObject({
      token: 'abc',
      expiresAt: 1_000,
      user: sessionUser(),
    });
  });

  it.each([
    ['no user', { token: 'abc', expiresAt: 1_000, user: null }],
    ['a user without roles', { token: 'abc', expiresAt: 1_000, user: { id: 1, displayName: 'x' } }],
    ['a non-string token', { token: 42, expiresAt: 1_000, user: sessionUser() }],
  ])('starts signed out from an entry with %s', (_, state) => {
    window.localStorage.setItem(SESSION_STORE_ID, JSON.stringify({ state, version: 1 }));
    expect(createSessionStore(window.localStorage).getState().token).toBeNull();
  });

  it('starts signed out from unreadable JSON', () => {
    window.localStorage.setItem(SESSION_STORE_ID, '{not json');
    expect(createSessionStore(window.localStorage).getState().token).toBeNull();
  });
});
