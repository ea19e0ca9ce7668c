import { useState } from 'react';
import { unreadSentence } from '../model';

/**
 * What the bell's live region says: nothing at first (the count is in the button's name), then
 * the new count each time it changes, so a screen reader hears "2 ongelezen meldingen" once,
 * not on every render. The previous count is state, compared while rendering (React's way to
 * follow a changing value without an effect).
 */
export function useCountAnnouncement(count: number | undefined): string {
  const [seen, setSeen] = useState(count);
  const [text, setText] = useState('');
  if (count !== seen) {
    setSeen(count);
    if (count !== undefined && seen !== undefined) setText(unreadSentence(count));
  }
  return text;
}
