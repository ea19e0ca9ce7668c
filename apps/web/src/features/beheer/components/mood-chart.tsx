import { MOOD_LABELS } from '@portal/contract/rules';
import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';
import type { WeekCounts } from '../model/week-counts';
import { scrollClasses } from './data-frame';

/**
 * Each answer has its own fill pattern (none, dots, diagonal lines, cross-hatch) as well as its
 * own colour, and every bar segment carries its count, so the chart reads without colour.
 */
const SERIES = [
  { key: 'm1', mood: 1, colour: '#a7d8b8', pattern: 'solid' },
  { key: 'm2', mood: 2, colour: '#bcd3f2', pattern: 'dots' },
  { key: 'm3', mood: 3, colour: '#f4cf94', pattern: 'lines' },
  { key: 'm4', mood: 4, colour: '#f0a8a8', pattern: 'cross' },
] as const;

function Patterns({ id }: { id: string }) {
  return (
    <defs>
      {SERIES.map((s) => (
        <pattern
          key={s.key}
          id={`${id}-${s.key}`}
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
        >
          <rect width="8" height="8" fill={s.colour} />
          {s.pattern === 'dots' && <circle cx="4" cy="4" r="1.2" fill="#374151" />}
          {(s.pattern === 'lines' || s.pattern === 'cross') && (
            <path d="M0 8 L8 0" stroke="#374151" strokeWidth="0.8" />
          )}
          {s.pattern === 'cross' && <path d="M0 0 L8 8" stroke="#374151" strokeWidth="0.8" />}
        </pattern>
      ))}
    </defs>
  );
}

/**
 * The legend as our own list under the chart: it wraps on a phone, where recharts' legend
 * (inside the chart's fixed width) was cut off. The swatches use the chart's patterns.
 */
function MoodLegend({ id }: { id: string }) {
  return (
    <ul aria-label="Legenda" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
      {SERIES.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <svg width="16" height="16" aria-hidden="true" className="shrink-0">
            <rect
              width="16"
              height="16"
              fill={`url(#${id}-${s.key})`}
              stroke="#1f2937"
              strokeWidth={0.5}
            />
          </svg>
          {s.mood}: {MOOD_LABELS[s.mood]}
        </li>
      ))}
    </ul>
  );
}

/** Stacked bars per week: how many professionals answered 1, 2, 3 or 4. */
export default function MoodChart({
  id,
  data,
  title,
}: {
  id: string;
  data: WeekCounts[];
  title: string;
}) {
  return (
    <div className="space-y-2">
      <div tabIndex={0} role="region" aria-label={title} className={scrollClasses}>
        <BarChart
          width={Math.max(360, data.length * 72)}
          height={260}
          data={data}
          role="img"
          aria-label={title}
          margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
        >
          <Patterns id={id} />
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} width={32} />
          {SERIES.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              stackId="mood"
              fill={`url(#${id}-${s.key})`}
              stroke="#1f2937"
              strokeWidth={0.5}
              isAnimationActive={false}
            >
              <LabelList
                dataKey={s.key}
                position="inside"
                fill="#111"
                formatter={(value: unknown) =>
                  Number(value) > 0 ? `${s.mood}×${String(value)}` : ''
                }
              />
            </Bar>
          ))}
        </BarChart>
      </div>
      <MoodLegend id={id} />
    </div>
  );
}
