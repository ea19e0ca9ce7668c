/** One server-sent event: its `event` field (default "message") and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads the text/event-stream format (the HTML standard's "event stream interpretation") from
 * chunks as they arrive, which may split a line anywhere: lines end in LF, CRLF or CR, a blank
 * line dispatches the event, `:` lines are comments (the server's keep-alive), `id` and `retry`
 * are not used here (the client chooses its own delays).
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = lines.pop() ?? '';
      lines.forEach(line);
    },
  };
}
