import { MOOD_LABELS } from '@portal/contract/rules';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, XAxis, YAxis } from 'recharts';
import type { WeekCounts } from '../model/week-counts';

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
    <div className="overflow-x-auto">
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
        <Legend
          formatter={(value: string) => {
            const mood = Number(value.slice(1)) as 1 | 2 | 3 | 4;
            return `${mood}: ${MOOD_LABELS[mood]}`;
          }}
        />
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
  );
}
