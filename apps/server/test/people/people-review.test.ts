import { beforeAll, describe, expect, it } from 'vitest';
import {
  addRowOk,
  BASE,
  call,
  FIXED_NOW,
  monthSummary,
  otherCosts,
  signIn,
  submitMonthOk,
  typeIds,
  type Session,
} from '../declarations/declarations-helpers.js';
import { useTestApp } from '../helpers/test-app.js';
import { update } from './people-helpers.js';

/**
 * Issue 13: the consultant relation is one source of truth. Changing Daan's consultant in
 * Beheer moves the review of his declarations at once: the old consultant loses it, the new
 * one has it, through the declarations review endpoints.
 */

const ctx = useTestApp({ now: () => FIXED_NOW });
const REVIEW = `${BASE}/review`;
const people: Record<string, Session> = {};
let monthId = 0;

const queueIds = async (session: Session) => {
  const response = await call(ctx.app, session, REVIEW);
  expect(response.statusCode).toBe(200);
  return (response.json() as { months: Array<{ id: number }> }).months.map((m) => m.id);
};
const detailStatus = async (session: Session) =>
  (await call(ctx.app, session, `${REVIEW}/${monthId}`)).statusCode;

beforeAll(async () => {
  for (const key of ['beheer', 'femke', 'ruben', 'daan']) people[key] = await signIn(ctx.app, key);
  const typeId = await typeIds(ctx.app, people.beheer!);
  await addRowOk(ctx.app, people.daan!, otherCosts(typeId, '2026-11-18', 21.4, 'Trein', 9));
  await submitMonthOk(ctx.app, people.daan!, 2026, 11);
  monthId = (await monthSummary(ctx.app, people.daan!, 2026, 11)).submitted_declarations[0]!.id;
});

describe('a consultant change in Beheer', () => {
  it('moves the review rights at once', async () => {
    expect(await queueIds(people.femke!)).toContain(monthId);
    expect(await queueIds(people.ruben!)).not.toContain(monthId);
    expect(await detailStatus(people.femke!)).toBe(200);
    expect(await detailStatus(people.ruben!)).not.toBe(200);

    const changed = await update(ctx.app, people.beheer, people.daan!.id, {
      owned_by: [people.ruben!.id],
    });
    expect(changed.statusCode).toBe(200);

    expect(await queueIds(people.ruben!)).toContain(monthId);
    expect(await queueIds(people.femke!)).not.toContain(monthId);
    expect(await detailStatus(people.ruben!)).toBe(200);
    expect(await detailStatus(people.femke!)).not.toBe(200);
    const approve = await call(ctx.app, people.femke, {
      method: 'POST',
      url: `${REVIEW}/${monthId}/approve`,
    });
    expect(approve.statusCode).not.toBe(200);
    const approved = await call(ctx.app, people.ruben, {
      method: 'POST',
      url: `${REVIEW}/${monthId}/approve`,
    });
    expect(approved.statusCode).toBe(200);
  });
});
