import { describe, expect, it, vi } from 'vitest';
import { createRenewalScheduler, MIN_RENEWAL_GAP_MS, RENEWAL_MARGIN_MS } from './renewal-scheduler';

function setup(start = 1_000_000) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: start });
  const onDue = vi.fn();
  return { onDue, scheduler: createRenewalScheduler({ onDue }) };
}

describe('renewal scheduler', () => {
  it('fires exactly 60 s before expiry', () => {
    const { onDue, scheduler } = setup();
    scheduler.schedule(Date.now() + 5 * 60_000);
    vi.advanceTimersByTime(4 * 60_000 - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledOnce();
  });

  it.each([
    ['inside the margin', 30_000],
    ['already expired', -5 * 60_000],
  ])('fires at once when the token is %s', (_, offset) => {
    const { onDue, scheduler } = setup();
    scheduler.schedule(Date.now() + offset);
    vi.advanceTimersByTime(0);
    expect(onDue).toHaveBeenCalledOnce();
  });

  it('replaces the previous timer when re-armed, and cancel() disarms it', () => {
    const { onDue, scheduler } = setup();
    scheduler.schedule(Date.now() + 2 * 60_000);
    scheduler.schedule(Date.now() + 10 * 60_000);
    vi.advanceTimersByTime(2 * 60_000);
    expect(onDue).not.toHaveBeenCalled();
    scheduler.cancel();
    vi.advanceTimersByTime(20 * 60_000);
    expect(onDue).not.toHaveBeenCalled();
  });

  it('does not arm for a token without expiry', () => {
    const { onDue, scheduler } = setup();
    scheduler.schedule(null);
    vi.advanceTimersByTime(60 * 60_000);
    expect(onDue).not.toHaveBeenCalled();
  });

  it('never renews in a tight loop when the server hands out short-lived tokens', () => {
    const { onDue, scheduler } = setup();
    onDue.mockImplementation(() => scheduler.schedule(Date.now() + RENEWAL_MARGIN_MS / 2));
    scheduler.schedule(Date.now());
    vi.advanceTimersByTime(0);
    expect(onDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MIN_RENEWAL_GAP_MS - 1);
    expect(onDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(2);
  });
});
