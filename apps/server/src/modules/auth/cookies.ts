import type { FastifyReply } from 'fastify';
import { REFRESH_COOKIE, REFRESH_TTL_SECONDS } from './refresh-token.js';

export function setRefreshCookie(reply: FastifyReply, value: string, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: REFRESH_TTL_SECONDS,
    expires: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
