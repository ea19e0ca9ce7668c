import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/**
 * CPU time a process has used so far (user + system, ms), from /proc/<pid>/stat. Divided by the
 * requests of a run it gives CPU per request, which a busy shared machine disturbs far less than
 * requests per second (those also depend on how much of the cores the process got).
 */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which is in parentheses and may hold spaces).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}
