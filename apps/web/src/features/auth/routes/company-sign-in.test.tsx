import { SSO_ERRORS } from '@portal/contract/rules';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderPortal } from '@/test/render-portal';
import { makeToken } from '@/test/tokens';
import { jwtError, tokenSuccess, userProfile } from '@/test/wp-responses';

const LABEL = 'Inloggen met je Van Dalen-account';

describe('the company account on the login page (issue 27)', () => {
  it('shows its button only when the server has one, with the redirect kept', async () => {
    installFakeApi();
    const { unmount } = renderPortal({ path: '/portal' });
    await screen.findByLabelText('E-mailadres');
    expect(screen.queryByRole('link', { name: LABEL })).not.toBeInTheDocument();
    unmount();

    renderPortal({
      path: '/portal?redirect=%2Fportal%2Fdeclaraties',
      config: { companySignIn: LABEL },
    });
    expect(await screen.findByRole('link', { name: LABEL })).toHaveAttribute(
      'href',
      '/wp-json/intranet/v1/oidc/start?redirect=%2Fportal%2Fdeclaraties',
    );
  });

  it.each(Object.entries(SSO_ERRORS))('says why it did not sign in (%s)', async (code, text) => {
    installFakeApi();
    renderPortal({ path: `/portal?sso_fout=${code}`, config: { companySignIn: LABEL } });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('finishes the sign-in with the refresh cookie the server set, then opens the redirect', async () => {
    const api = installFakeApi();
    api.on('POST', '/jwt-auth/v1/token', tokenSuccess(makeToken(Date.now() + 600_000)));
    api.on('GET', '/custom/v1/user-profile', userProfile());
    const view = renderPortal({ path: '/portal?sso=1&redirect=%2Fportal%2Fprofiel' });
    await waitFor(() => expect(view.location()).toBe('/portal/profiel'));
    // Without credentials: the cookie buys the token.
    expect(api.callsTo('POST', '/jwt-auth/v1/token')[0]?.body).toBeUndefined();
  });

  it('says so when the cookie buys no session', async () => {
    const api = installFakeApi();
    api.on(
      'POST',
      '/jwt-auth/v1/token',
      jwtError(401, 'jwt_auth_invalid_refresh_token', 'Invalid refresh token'),
    );
    renderPortal({ path: '/portal?sso=1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_ERRORS.mislukt);
    expect(screen.getByLabelText('E-mailadres')).toBeVisible();
  });
});
