/** A file on its way up: a bar and the percentage, announced to screen readers. */
export function UploadProgress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100);
  return (
    <div className="flex items-center gap-3 text-sm">
      <progress
        value={percent}
        max={100}
        aria-label={`${label} uploaden`}
        className="h-2 flex-1 overflow-hidden rounded-full [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-accent"
      />
      <span className="w-10 text-right text-muted tabular-nums">{percent}%</span>
    </div>
  );
}
