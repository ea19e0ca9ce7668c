import { zodResolver } from '@hookform/resolvers/zod';
import { reviewCommentSchema } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { useSingleSubmit } from '@/shared/forms/use-single-submit';
import { reviewErrorMessage } from '../api/declaration-error';

/**
 * A form around one required comment, checked by the contract's `reviewCommentSchema`
 * ("Vul een opmerking in"): sends the trimmed text once and keeps it when sending fails.
 */
export function useRequiredComment(send: (text: string) => Promise<unknown>, onSent: () => void) {
  const form = useForm({
    resolver: zodResolver(reviewCommentSchema),
    defaultValues: { comment: '' },
    // As before: the message stays until the next attempt.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const submit = useSingleSubmit(form.handleSubmit, async ({ comment }) => {
    try {
      await send(comment);
      form.reset();
      onSent();
    } catch (failure) {
      form.setError('root.server', { message: reviewErrorMessage(failure) });
    }
  });

  const { errors } = form.formState;
  return {
    field: form.register('comment'),
    fieldError: errors.comment?.message ?? null,
    error: errors.root?.server?.message ?? null,
    submit,
  };
}
