// Rows of the authorization matrix: the dashboard's "Actie nodig" (issue 26 item 3).
import { getActionsNeeded, type ActionItem } from '@portal/contract/endpoints/notifications';
import { createDeclarationComment, createDeclarationMonth } from '../factories/declarations.js';
import type { Actor, MatrixContext } from './authorization-fixture.js';
import { get, signedIn, type MatrixRow } from './matrix-expect.js';

const REASON = 'Matrix: de bon van mei ontbreekt.';

/** The owner's rejected May 2019 with its reason, made once per database. */
const made = new WeakMap<object, Promise<void>>();
function ownerRejectedMonth(m: MatrixContext): Promise<void> {
  let known = made.get(m.ctx.database);
  if (!known) {
    known = (async () => {
      const { db } = m.ctx.database;
      const month = await createDeclarationMonth(db, {
        userId: m.data.people.owner.id,
        year: 2019,
        month: 5,
        status: 'rejected',
        reviewedBy: m.data.people.medewerker.id,
      });
      await createDeclarationComment(db, {
        monthId: month.id,
        userId: m.data.people.medewerker.id,
        comment: REASON,
      });
    })();
    made.set(m.ctx.database, known);
  }
  return known;
}

const kindsOf = (body: unknown) => (body as { items: ActionItem[] }).items.map((i) => i.kind);

/** Only the owner sees their rejected month; only reviewers see months waiting for them. */
function check(body: unknown, actor: Actor): string | undefined {
  const items = (body as { items: ActionItem[] }).items;
  const showsReason = items.some((item) => item.detail === REASON);
  if (actor === 'owner' && !showsReason) return 'misses the owner’s rejected month';
  if (actor !== 'owner' && showsReason) return 'shows the owner’s rejected month';
  const reviews = kindsOf(body).includes('months_to_review');
  // The owner's September waits for the medewerker, who owns them, and for the staff.
  const reviewer = ['administrator', 'beheerder', 'medewerker'].includes(actor);
  if (reviewer !== reviews)
    return reviewer ? 'misses the months to review' : 'shows months to review';
  return undefined;
}

export const actionsNeededRows: MatrixRow[] = [
  {
    endpoint: getActionsNeeded,
    what: 'one’s own actions (the owner’s rejected month only to the owner)',
    expect: signedIn(200),
    async send(m, actor) {
      await ownerRejectedMonth(m);
      return m.send(actor, get(getActionsNeeded.path));
    },
    check,
  },
];
