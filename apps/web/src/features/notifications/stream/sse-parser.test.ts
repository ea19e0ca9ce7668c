import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(...chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  chunks.forEach((chunk) => parser.push(chunk));
  return events;
}

describe('the event-stream reader', () => {
  it('reads an event split anywhere over chunks', () => {
    expect(parse('eve', 'nt: unread\nda', 'ta: {"unread":', ' 3}\n', '\n')).toEqual([
      { event: 'unread', data: '{"unread": 3}' },
    ]);
  });

  it('skips comments (the keep-alive), joins data lines and defaults the event to message', () => {
    expect(parse(': ping\n\n', 'data: a\ndata: b\n\n', 'event: unread\ndata:2\n\n')).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'unread', data: '2' },
    ]);
  });

  it('takes CRLF and CR line ends, also a CRLF split between two chunks', () => {
    expect(
      parse('event: unread\r', '\ndata: 1\r\n\r\n', 'event: unread\rdata: 2\r\r', ': ping\n'),
    ).toEqual([
      { event: 'unread', data: '1' },
      { event: 'unread', data: '2' },
    ]);
  });

  it('dispatches nothing for an event without data or one not ended by a blank line', () => {
    expect(parse('event: unread\n\n', 'event: unread\ndata: 5\n')).toEqual([]);
  });
});
