/** What happened to one kind of item in a run. */
export interface KindCounts {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export interface ReportLine {
  kind: string;
  wpId: number | null;
  title: string;
  reason: string;
}

/**
 * The run's summary: counts per kind, every skipped item with its reason, and notes (an item
 * imported without one of its parts, e.g. a file that is gone). Written as JSON next to the
 * data and printed at the end.
 */
export class ImportReport {
  readonly counts = new Map<string, KindCounts>();
  readonly skipped: ReportLine[] = [];
  readonly notes: ReportLine[] = [];
  readonly notCarriedOver: string[] = [];
  readonly withoutPassword: string[] = [];
  interrupted = false;

  constructor(
    readonly site: string,
    readonly dryRun: boolean,
    readonly startedAt = new Date(),
  ) {}

  private of(kind: string): KindCounts {
    let counts = this.counts.get(kind);
    if (!counts) {
      counts = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
      this.counts.set(kind, counts);
    }
    return counts;
  }

  count(kind: string, outcome: Exclude<keyof KindCounts, 'skipped'>): void {
    this.of(kind)[outcome] += 1;
  }

  skip(kind: string, wpId: number | null, title: string, reason: string): void {
    this.of(kind).skipped += 1;
    this.skipped.push({ kind, wpId, title, reason });
  }

  note(kind: string, wpId: number | null, title: string, reason: string): void {
    this.notes.push({ kind, wpId, title, reason });
  }

  toJSON() {
    return {
      site: this.site,
      dryRun: this.dryRun,
      startedAt: this.startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      interrupted: this.interrupted,
      counts: Object.fromEntries(this.counts),
      skipped: this.skipped,
      notes: this.notes,
      withoutPassword: this.withoutPassword,
      notCarriedOver: this.notCarriedOver,
    };
  }

  /** The summary as lines for the terminal. */
  lines(): string[] {
    const width = Math.max(4, ...[...this.counts.keys()].map((kind) => kind.length));
    const row = (kind: string, ...cells: Array<string | number>) =>
      [kind.padEnd(width), ...cells.map((cell, i) => String(cell).padStart(i === 2 ? 10 : 8))].join(
        ' ',
      );
    const lines = [
      this.dryRun ? 'Dry run: nothing was written. It would have:' : 'Imported:',
      row('kind', 'created', 'updated', 'unchanged', 'skipped'),
    ];
    for (const [kind, c] of this.counts) {
      lines.push(row(kind, c.created, c.updated, c.unchanged, c.skipped));
    }
    if (this.skipped.length) {
      lines.push('', 'Skipped:');
      for (const line of this.skipped) lines.push(`- ${describe(line)}`);
    }
    if (this.notes.length) {
      lines.push('', 'Imported, with a remark:');
      for (const line of this.notes) lines.push(`- ${describe(line)}`);
    }
    if (this.withoutPassword.length) {
      const shown = this.withoutPassword.slice(0, 10).join(', ');
      const more = this.withoutPassword.length > 10 ? ' and more (all in the report)' : '';
      lines.push(
        '',
        `${this.withoutPassword.length} people have no password here yet: ${shown}${more}.`,
        'Run again with --wp-db to carry WordPress\'s passwords over, or let them use "Wachtwoord vergeten?" on the login page.',
      );
    }
    if (this.notCarriedOver.length) {
      lines.push('', 'Not carried over:');
      for (const line of this.notCarriedOver) lines.push(`- ${line}`);
    }
    if (this.interrupted)
      lines.push('', 'Stopped before the end: run the same command again to go on.');
    return lines;
  }
}

function describe(line: ReportLine): string {
  const id = line.wpId === null ? '' : ` ${line.wpId}`;
  const title = line.title ? ` "${line.title}"` : '';
  return `${line.kind}${id}${title}: ${line.reason}`;
}
