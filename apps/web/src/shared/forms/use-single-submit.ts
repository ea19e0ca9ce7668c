import { useRef, type FormEvent } from 'react';
import type { FieldValues, SubmitHandler, UseFormHandleSubmit } from 'react-hook-form';

/**
 * A react-hook-form submit handler that ignores a submit while the previous one is still being
 * checked or sent (SPEC §5: a second submit while one is in flight is ignored). The ref answers
 * a second click before React has re-rendered a disabled button.
 */
export function useSingleSubmit<Values extends FieldValues>(
  handleSubmit: UseFormHandleSubmit<Values>,
  onValid: SubmitHandler<Values>,
  { disabled = false }: { disabled?: boolean } = {},
) {
  const inFlight = useRef(false);
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || disabled) return;
    inFlight.current = true;
    void handleSubmit(onValid)(event).finally(() => {
      inFlight.current = false;
    });
  };
}
