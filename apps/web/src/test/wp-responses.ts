import type { Role, SessionUser } from '@portal/contract';

/** Response bodies shaped like ../shared/anchors/wordpress/samples and our server's additions. */

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=UTF-8' },
  });
}

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    email: 'sanne@example.test',
    firstName: 'Sanne',
    lastName: 'de Vries',
    displayName: 'sanne',
    roles: ['medewerker'],
    owned_by: [],
    urenmeter: 0,
    urenmeter_enabled: false,
    ...overrides,
  };
}

export function tokenSuccess(token: string, user: Partial<SessionUser> = {}) {
  const { roles, owned_by, urenmeter, urenmeter_enabled, ...rest } = sessionUser(user);
  return jsonResponse(200, {
    success: true,
    statusCode: 200,
    code: 'jwt_auth_valid_credential',
    message: 'Credential is valid',
    data: { token, nicename: 'sanne', ...rest, roles, owned_by, urenmeter, urenmeter_enabled },
  });
}

export function jwtError(statusCode: number, code: string, message: string) {
  return jsonResponse(statusCode, { success: false, statusCode, code, message, data: [] });
}

export function validTokenResponse() {
  return jsonResponse(200, {
    success: true,
    statusCode: 200,
    code: 'jwt_auth_valid_token',
    message: 'Token is valid',
    data: [],
  });
}

export function refreshSuccess() {
  return jsonResponse(200, {
    success: true,
    statusCode: 200,
    code: 'jwt_auth_valid_token',
    message: 'Token is valid',
  });
}

/** WordPress core error envelope. */
export function restError(status: number, code: string, message: string) {
  return jsonResponse(status, { code, message, data: { status } });
}

export function successMessage(message: string) {
  return jsonResponse(200, { success: true, message });
}

export function userProfile(user: Partial<SessionUser> & { roles?: Role[] } = {}) {
  return jsonResponse(200, {
    ...sessionUser(user),
    profile: {
      voornaam: user.firstName ?? 'Sanne',
      achternaam: 'Vries',
      voorletters: 'S.',
      tussenvoegsel: 'de',
      geboortedatum: '',
      straatnaam_en_huisnummer: '',
      postcode: '',
      woonplaats: '',
      tel_nr_thuis: '',
      mobiel: '',
      linkedin: '',
      iban: '',
      korte_omschrijving: '',
      public_phone: '',
      public_email: '',
      public_picture: null,
      users: [],
      functie: null,
      dienstverband: null,
      opdrachtgevers: [],
    },
  });
}
