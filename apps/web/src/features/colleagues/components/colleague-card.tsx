import { Skeleton } from '@/shared/ui/skeleton';

/**
 * A card while loading, line for line as tall as a loaded card with a functie, an opdrachtgever,
 * a phone and an e-mail (the same border, padding, circle and line heights), so nothing moves
 * when the cards arrive (issue 25 item 16).
 */
export function ColleagueCardSkeleton() {
  const line = (width: string) => (
    <div className="flex h-5 items-center">
      <Skeleton className={`h-3.5 ${width}`} />
    </div>
  );
  return (
    <div className="flex h-full gap-4 rounded-lg border border-line bg-white p-4">
      {/* Skeleton's own rounded-md wins over a rounded-full on it: the circle clips it. */}
      <div className="size-16 shrink-0 overflow-hidden rounded-full">
        <Skeleton className="size-full" />
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex h-6 items-center">
          <Skeleton className="h-4 w-2/3" />
        </div>
        <div className="space-y-0.5">
          {line('w-1/2')}
          {line('w-3/5')}
        </div>
        <div className="space-y-1">
          {line('w-2/5')}
          {line('w-3/4')}
        </div>
      </div>
    </div>
  );
}
