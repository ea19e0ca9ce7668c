import type autocannon from 'autocannon';

/**
 * autocannon's requests for one call that every signed-in user asks in turn: request n carries
 * the bearer token tokens[n % tokens.length], so a run spreads over as many users (their rows,
 * their cached answers) as real use does instead of hammering one. `path` may depend on n, to
 * walk pages or vary a search; `headers` are sent beside the token.
 */
export function eachUserInTurn(
  tokens: readonly string[],
  path: string | ((n: number) => string),
  headers: Record<string, string> = {},
): autocannon.Request[] {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        const n = next++;
        return {
          ...request,
          path: typeof path === 'string' ? path : path(n),
          headers: { ...headers, authorization: `Bearer ${tokens[n % tokens.length]}` },
        };
      },
    },
  ];
}
