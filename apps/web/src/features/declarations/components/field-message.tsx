/**
 * A form message at its field (issue 14). The field points at it with aria-describedby and is
 * aria-invalid, so focusing the field reads the message; no role="alert": focus already goes to
 * the first field, and several alerts at once would talk over each other.
 */
export function FieldMessage({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger-ink">
      {message}
    </p>
  );
}

/** The ids for aria-describedby: the ones given, or undefined when there are none. */
export function describedBy(...ids: Array<string | false | null | undefined>) {
  const given = ids.filter(Boolean);
  return given.length > 0 ? given.join(' ') : undefined;
}
