import type { ActionItem } from '@portal/contract/endpoints/notifications';
import { Link } from 'react-router';
import { Card } from '@/shared/ui/card';
import { useActionsNeeded } from '../api/get-actions-needed';

function ActionLine({ item }: { item: ActionItem }) {
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <Link
        to={item.link}
        className="font-medium text-accent-strong underline-offset-2 hover:text-accent hover:underline"
      >
        {item.text}
      </Link>
      {item.detail && (
        <p className="mt-1 text-sm whitespace-pre-line text-muted">
          <span className="font-medium text-ink">Reden:</span> {item.detail}
        </p>
      )}
    </li>
  );
}

/**
 * "Actie nodig" (issue 26 item 3): what the user has to do now, each a link to it. Only there
 * when there is something: no card while it loads (no space is kept, so a user with nothing to
 * do sees no shift), none when the list is empty, and none when the load failed. That failure
 * is logged (the query's errorMessage); the card is an extra on top of screens that each show
 * the same work, so a notice on every dashboard would alarm the many who have nothing to do.
 */
export function ActionsNeeded({ userId }: { userId: number }) {
  const actions = useActionsNeeded(userId);
  const items = actions.data?.items ?? [];
  if (items.length === 0) return null;

  return (
    <Card aria-labelledby="actie-nodig-titel" className="space-y-3 border-l-4 border-l-accent">
      <h2 id="actie-nodig-titel" className="text-lg font-semibold text-ink">
        Actie nodig
      </h2>
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <ActionLine key={`${item.kind} ${item.link}`} item={item} />
        ))}
      </ul>
    </Card>
  );
}
