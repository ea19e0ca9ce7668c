import { zodResolver } from '@hookform/resolvers/zod';
import { reviewCommentSchema } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { useSingleSubmit } from '@/shared/forms/use-single-submit';
import { reviewErrorMessage } from '../api/declaration-error';

/**
 * A form around one required comment, checked by the contract's `reviewCommentSchema`
 * ("Vul een opmerking in"): sends the trimmed text once and keeps it when sending fails.
 */
export function useRequiredComment(
  send: (text: string, rowId?: number) => Promise<unknown>,
  onSent: () => void,
) {
  const form = useForm({
    resolver: zodResolver(reviewCommentSchema),
    defaultValues: { comment: '', row_id: undefined as number | undefined },
    // As before: the message stays until the next attempt.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const submit = useSingleSubmit(form.handleSubmit, async ({ comment, row_id }) => {
    try {
      await send(comment, row_id);
      form.reset();
      onSent();
    } catch (failure) {
      form.setError('root.server', { message: reviewErrorMessage(failure) });
    }
  });

  const { errors } = form.formState;
  return {
    field: form.register('comment'),
    /** Issue 25 item 7: which line the comment is about ('' for the whole month). */
    lineField: form.register('row_id', {
      setValueAs: (value: unknown) => (value === '' || value == null ? undefined : Number(value)),
    }),
    /** Chooses the line and puts the cursor in the comment. */
    commentOnLine(rowId: number) {
      form.setValue('row_id', rowId);
      form.setFocus('comment');
    },
    fieldError: errors.comment?.message ?? null,
    error: errors.root?.server?.message ?? null,
    submit,
  };
}
