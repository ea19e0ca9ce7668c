import {
  MOOD_FOLLOW_UP_ACTIONS,
  MOOD_FOLLOW_UP_LABELS,
} from '@portal/contract/endpoints/mood-overview';
import { MOOD_LABELS } from '@portal/contract/rules';
import { useId, useState } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { formatDate } from '@/shared/format/date';
import { Button } from '@/shared/ui/button';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { Notice } from '@/shared/ui/notice';
import { useFollowUpMood, type MoodOverview } from '../api/mood-overview';

type Answer = MoodOverview['open'][number];
type Action = (typeof MOOD_FOLLOW_UP_ACTIONS)[number];

function FollowUpForm({ answer, onDone }: { answer: Answer; onDone(text: string): void }) {
  const id = useId();
  const [action, setAction] = useState<Action>('gebeld');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const followUp = useFollowUpMood();
  const who = `${answer.user.name}, week van ${formatDate(answer.week)}`;

  async function save() {
    setError(null);
    try {
      await followUp.mutateAsync({ id: answer.id, action, note });
      onDone(`Opgevolgd: ${who}`);
    } catch (cause) {
      setError(cause instanceof ApiError && cause.message ? cause.message : 'Opslaan is mislukt.');
    }
  }

  return (
    <li className="space-y-3 rounded-md border border-line p-4">
      <p className="font-semibold text-ink">{who}</p>
      <p className="text-sm">
        Antwoord {answer.mood}: {MOOD_LABELS[answer.mood as 3 | 4]}
      </p>
      <div className="grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)]">
        <div>
          <label htmlFor={`${id}-action`} className={labelClasses}>
            Actie
          </label>
          <select
            id={`${id}-action`}
            className={inputClasses}
            value={action}
            onChange={(event) => setAction(event.target.value as Action)}
          >
            {MOOD_FOLLOW_UP_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {MOOD_FOLLOW_UP_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-note`} className={labelClasses}>
            Notitie
          </label>
          <textarea
            id={`${id}-note`}
            className={inputClasses}
            rows={2}
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      <Button size="sm" onClick={save} busy={followUp.isPending}>
        Markeer als opgevolgd <span className="sr-only">: {who}</span>
      </Button>
    </li>
  );
}

/** The answers 3 and 4 that still need a follow-up. */
export function OpenAnswers({
  answers,
  onDone,
}: {
  answers: Answer[];
  onDone(text: string): void;
}) {
  if (answers.length === 0) {
    return <p className="text-muted">Er zijn geen antwoorden die nog opgevolgd moeten worden.</p>;
  }
  return (
    <ul className="space-y-3">
      {answers.map((answer) => (
        <FollowUpForm key={answer.id} answer={answer} onDone={onDone} />
      ))}
    </ul>
  );
}
