import { shareAnswer } from '../../cache/shared-answer.js';
import type { TokenSuccess } from '@portal/contract';
import type { UserRow } from './repository.js';

export function sessionExtras(user: UserRow, ownerIds: number[]) {
  return {
    roles: user.roles as TokenSuccess['data']['roles'] & string[],
    owned_by: ownerIds.map((id) => ({ id })),
    urenmeter: user.urenmeter,
    urenmeter_enabled: user.urenmeterEnabled,
  };
}

/** The JWT Auth plugin's login response, plus the session fields the portal needs. */
export function presentTokenSuccess(
  user: UserRow,
  token: string,
  ownerIds: number[],
): TokenSuccess {
  return {
    success: true,
    statusCode: 200,
    code: 'jwt_auth_valid_credential',
    message: 'Credential is valid',
    data: {
      token,
      id: user.id,
      email: user.email,
      nicename: user.nicename,
      firstName: user.voornaam,
      lastName: user.achternaam,
      displayName: user.displayName,
      ...sessionExtras(user, ownerIds),
    },
  };
}

const VALID_TOKEN = {
  success: true,
  statusCode: 200,
  code: 'jwt_auth_valid_token',
  message: 'Token is valid',
} as const;

/**
 * /token/validate success (anchors/wordpress/samples/jwt-validate-success.json): the same for
 * everyone, so one frozen answer whose JSON is written once (cache/shared-answer.ts).
 */
const VALID_TOKEN_ANSWER = shareAnswer({ ...VALID_TOKEN, data: [] });
export const presentValidToken = () => VALID_TOKEN_ANSWER;

/** /token/refresh success: no `data` key (jwt-refresh-success.json). */
export const presentRefreshed = () => ({ ...VALID_TOKEN });
