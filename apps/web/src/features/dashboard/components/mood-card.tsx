import type { SessionUser } from '@portal/contract';
import { CONTENT_ERROR_CODES, moodWeek, type Mood } from '@portal/contract/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Notice } from '@/shared/ui/notice';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { useAnswerMood } from '../api/answer-mood';
import { useChangeMood } from '../api/change-mood';
import { useMoodThisWeek } from '../api/get-mood-this-week';
import { dashboardKeys } from '../api/query-keys';
import { MOOD_OPTIONS, MOOD_QUESTION, isMood, moodReply } from '../model';

/** SPEC §9: four skeleton rows while this week's answer loads. */
const SKELETON_COUNT = 4;

const SAVE_FAILED = 'Je antwoord kon niet worden opgeslagen. Probeer het opnieuw.';

interface CardNotice {
  tone: 'info' | 'error';
  text: string;
}

/**
 * The weekly check-in (SPEC §4 "Mood check-in"): the four answers, or the reply to the answer
 * already given this week (Monday to Sunday, Amsterdam).
 */
export function MoodCard({ user }: { user: SessionUser }) {
  // Fixed for the life of the screen, like the declarations' "today".
  const week = useState(() => moodWeek(new Date()))[0];
  const answer = useMoodThisWeek(user.id, week);
  const answerMood = useAnswerMood(week);
  const changeMood = useChangeMood(week, user.id);
  // Issue 25 item 6: this week's answer can be changed; the four options come back for it.
  const [changing, setChanging] = useState(false);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<CardNotice | null>(null);
  const [chosen, setChosen] = useState<Mood | null>(null);
  // The ref, not the state, guards: a double click arrives before React re-renders.
  const sending = useRef(false);
  // After answering, focus goes to the reply that replaced the buttons.
  const focusReply = useRef(false);

  const consultantId = user.owned_by[0]?.id ?? null;
  const storedMood = answer.data?.acf.mood;

  async function choose(mood: Mood) {
    if (sending.current) return;
    sending.current = true;
    setChosen(mood);
    setNotice(null);
    try {
      if (changing && answer.data) {
        await changeMood.mutateAsync({ postId: answer.data.id, mood });
        setChanging(false);
      } else {
        await answerMood.mutateAsync({ userId: user.id, mood, consultantId });
      }
      focusReply.current = true;
    } catch (error) {
      if (isApiError(error, CONTENT_ERROR_CODES.moodAlreadyAnswered)) {
        // Answered elsewhere (another tab, another device): say so and show that answer.
        setNotice({ tone: 'info', text: error.message });
        focusReply.current = true;
        await queryClient.invalidateQueries({
          queryKey: dashboardKeys.moodWeek(user.id, week.after),
        });
      } else {
        setNotice({ tone: 'error', text: SAVE_FAILED });
      }
    } finally {
      sending.current = false;
      setChosen(null);
    }
  }

  let body;
  if (answer.isPending) {
    body = (
      <div role="status" className="space-y-3">
        <span className="sr-only">Check-in laden...</span>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <div key={index} data-testid="mood-skeleton">
            <Skeleton className="h-10" />
          </div>
        ))}
      </div>
    );
  } else if (answer.isError) {
    // Without knowing this week's answer no options are offered; the failure says so, with a
    // retry (issue 25 item 10; SPEC §8 only logs it).
    body = <RetryNotice query={answer}>De check-in kon niet worden geladen.</RetryNotice>;
  } else if (isMood(storedMood) && !changing) {
    const reply = moodReply(storedMood, consultantId !== null);
    body = (
      <div
        tabIndex={-1}
        className="space-y-3 outline-none"
        ref={(node) => {
          if (node && focusReply.current) {
            focusReply.current = false;
            node.focus();
          }
        }}
      >
        <p className="text-sm text-muted">
          Je antwoord van deze week: <span className="font-semibold text-ink">{reply.label}</span>
        </p>
        <p className="text-ink">{reply.text}</p>
        {reply.offer && (
          <p className="rounded-md border border-accent/30 bg-accent-soft px-4 py-3 text-sm text-ink">
            {reply.offer}
          </p>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setNotice(null);
            focusReply.current = true;
            setChanging(true);
          }}
        >
          Antwoord wijzigen
        </Button>
      </div>
    );
  } else {
    body = (
      <div role="group" aria-labelledby="check-in-titel" className="grid gap-2">
        {MOOD_OPTIONS.map((option) => (
          <Button
            key={option.mood}
            variant="secondary"
            className="justify-start text-left aria-pressed:border-accent aria-pressed:bg-accent-soft"
            disabled={answerMood.isPending || changeMood.isPending}
            busy={chosen === option.mood}
            // While changing, the answer given so far is marked as chosen.
            aria-pressed={changing ? storedMood === option.mood : undefined}
            ref={(node) => {
              if (node && changing && storedMood === option.mood && focusReply.current) {
                focusReply.current = false;
                node.focus();
              }
            }}
            onClick={() => void choose(option.mood)}
          >
            {option.label}
          </Button>
        ))}
        {changing && (
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => {
              focusReply.current = true;
              setChanging(false);
            }}
          >
            Annuleren
          </Button>
        )}
      </div>
    );
  }

  return (
    <Card aria-labelledby="check-in-titel" className="space-y-4">
      <div className="space-y-1">
        <h2 id="check-in-titel" className="text-lg font-semibold text-ink">
          {MOOD_QUESTION}
        </h2>
        {/* Always there, also while this week's answer loads: the card keeps its height, and
            the line is drawn with the card rather than when the data arrives (Lighthouse's
            largest paint on the dashboard). */}
        <p className="text-sm text-muted">Eén keer per week: hoe gaat het met je opdracht?</p>
      </div>
      {notice && (
        <Notice tone={notice.tone} onClose={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      {body}
    </Card>
  );
}
