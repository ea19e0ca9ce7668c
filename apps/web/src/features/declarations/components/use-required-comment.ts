import { useRef, useState, type FormEvent } from 'react';
import { reviewErrorMessage } from '../api/declaration-error';

export const COMMENT_REQUIRED = 'Vul een opmerking in';

/**
 * A form around one required comment: refuses an empty text, sends it once (a second submit
 * while one is in flight is ignored) and keeps the text when sending fails.
 */
export function useRequiredComment(send: (text: string) => Promise<unknown>, onSent: () => void) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    inFlight.current = true;
    setMissing(false);
    setError(null);
    try {
      await send(text.trim());
      setText('');
      onSent();
    } catch (failure) {
      setError(reviewErrorMessage(failure));
    } finally {
      inFlight.current = false;
    }
  }

  return { text, setText, fieldError: missing ? COMMENT_REQUIRED : null, error, submit };
}
