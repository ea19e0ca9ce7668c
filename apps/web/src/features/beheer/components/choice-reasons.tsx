import { useId } from 'react';
import { hintClasses } from '@/shared/ui/field-classes';

/**
 * The reasons some choices of a list are closed to the signed-in person (issue 24: relations
 * only an administrator makes): each distinct reason once, under the list, and the id of the
 * note that describes a closed choice, as the role checkboxes share one sentence.
 */
export function useChoiceReasons(reasons: ReadonlyArray<string | undefined>) {
  const id = useId();
  const distinct = [...new Set(reasons.filter((reason) => reason !== undefined))];
  return {
    describedBy: (reason: string | undefined) =>
      reason === undefined ? undefined : `${id}-${distinct.indexOf(reason)}`,
    notes: distinct.map((reason, index) => (
      <p key={reason} id={`${id}-${index}`} className={hintClasses}>
        {reason}
      </p>
    )),
  };
}
