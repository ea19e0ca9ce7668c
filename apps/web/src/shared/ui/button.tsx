import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'destructive';
type Size = 'md' | 'sm';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** `sm` for the row actions of a table. */
  size?: Size;
  /** Shows a spinner and disables the button; the caller changes the label (e.g. "Inloggen..."). */
  busy?: boolean;
  /** React 19 passes a ref as a prop: for giving the button focus back. */
  ref?: Ref<HTMLButtonElement>;
}

const variants: Record<Variant, string> = {
  primary: 'bg-accent text-white hover:bg-accent-strong',
  secondary: 'border border-line bg-white text-ink hover:bg-surface',
  ghost: 'text-ink hover:bg-surface',
  danger: 'border border-danger/40 bg-white text-danger-ink hover:bg-danger-soft',
  /** The main button of a confirmation that deletes (issue 25 item 16): solid red. */
  destructive: 'bg-danger text-white hover:bg-danger-ink',
};

const sizes: Record<Size, string> = {
  md: 'gap-2 px-4 py-2',
  sm: 'gap-1.5 px-3 py-1.5',
};

export const buttonClasses = (
  variant: Variant = 'primary',
  className?: string,
  size: Size = 'md',
) =>
  cx(
    'inline-flex items-center justify-center rounded-md text-sm font-semibold',
    'transition-colors disabled:cursor-not-allowed disabled:opacity-70',
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    sizes[size],
    variants[variant],
    className,
  );

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClasses(variant, className, size)}
      {...rest}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
