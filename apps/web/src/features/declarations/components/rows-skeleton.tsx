import { Skeleton } from '@/shared/ui/skeleton';

/** SPEC §9: five skeleton rows while lines load. */
export function RowsSkeleton({ label = 'Declaraties laden...' }: { label?: string }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <div
          key={index}
          data-testid="row-skeleton"
          className="flex items-center gap-4 rounded-lg border border-line p-3"
        >
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}
