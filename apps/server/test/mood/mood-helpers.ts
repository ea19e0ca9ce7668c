import type { FastifyInstance } from 'fastify';
import { call, WP, type Session } from '../content/content-helpers.js';

/** A clock a test moves; pass `now` to the app. */
export function movableClock(start: string) {
  let current = new Date(start);
  return {
    now: () => current,
    set(iso: string) {
      current = new Date(iso);
    },
  };
}

/** POST /wp/v2/moodtrackers with the payload of SPEC §3. */
export function checkIn(
  app: FastifyInstance,
  session: Session | undefined,
  fields: { user: number; mood: number | string; rw_medewerker_to_notify?: number | null },
  extra: Record<string, unknown> = {},
) {
  return call(app, session, {
    method: 'POST',
    url: `${WP}/moodtrackers`,
    payload: {
      title: `Moodtracker ${new Date().toISOString()}`,
      status: 'publish',
      fields,
      ...extra,
    },
  });
}
