import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MAIL_MODES,
  notificationKinds,
  type NotificationKind,
  type NotificationMailMode,
} from '@portal/contract/endpoints/notifications';
import { useId, useState, type FormEvent } from 'react';
import { Card } from '@/shared/ui/card';
import { useFlash } from '@/shared/ui/flash-notice';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences';
import { NOTIFICATIONS_SAVED, NOTIFICATIONS_SAVE_FAILED, failureMessage } from '../model';
import { SaveFooter } from './save-footer';

type Choices = Record<NotificationKind, NotificationMailMode>;

const modes = Object.entries(NOTIFICATION_MAIL_MODES) as Array<[NotificationMailMode, string]>;

/**
 * Profiel → "Meldingen" (issue 26): per kind of notification, its e-mail: direct, in the daily
 * overview or off. In the portal every kind always shows; only the mail is chosen here.
 */
export function NotificationSection() {
  const id = useId();
  const preferences = useNotificationPreferences();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Meldingen
      </h2>
      <p className="mt-1 text-sm text-muted">
        In het portaal zie je al je meldingen altijd, onder het belletje bovenaan. Kies per soort of
        je er ook een e-mail over krijgt: direct, in een dagelijks overzicht om 07:00 uur, of niet.
      </p>
      <div className="mt-4">
        {preferences.data ? (
          <PreferencesForm saved={preferences.data.kinds} />
        ) : preferences.isError ? (
          <RetryNotice query={preferences}>Je meldingen konden niet worden geladen.</RetryNotice>
        ) : (
          <div role="status" className="space-y-4">
            <span className="sr-only">Meldingen laden...</span>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        )}
      </div>
    </Card>
  );
}

/** One radio group per kind, its legend the kind's name; only the kinds changed are sent. */
function PreferencesForm({ saved }: { saved: Choices }) {
  const id = useId();
  const save = useSaveNotificationPreferences();
  const [choices, setChoices] = useState(saved);
  const { flash, show, dismiss } = useFlash();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    dismiss();
    const changed = notificationKinds.filter((kind) => choices[kind] !== saved[kind]);
    try {
      await save.mutateAsync({
        kinds: Object.fromEntries(changed.map((kind) => [kind, choices[kind]])),
      });
      show('success', NOTIFICATIONS_SAVED);
    } catch (error) {
      show('error', failureMessage(error, NOTIFICATIONS_SAVE_FAILED));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" aria-busy={save.isPending}>
      <div className="divide-y divide-line border-y border-line">
        {notificationKinds.map((kind) => (
          // The padding on a wrapper: a legend sits on its fieldset's top edge, above any padding.
          <div key={kind} className="py-3">
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-ink">
                {NOTIFICATION_KINDS[kind]}
              </legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                {modes.map(([mode, label]) => (
                  <label key={mode} className="inline-flex items-center gap-2 text-sm text-ink">
                    <input
                      type="radio"
                      name={`${id}-${kind}`}
                      value={mode}
                      checked={choices[kind] === mode}
                      onChange={() => setChoices((current) => ({ ...current, [kind]: mode }))}
                      className="size-4 accent-accent"
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        ))}
      </div>
      <SaveFooter
        flash={flash}
        onDismiss={dismiss}
        busy={save.isPending}
        label="Meldingen opslaan"
      />
    </form>
  );
}
