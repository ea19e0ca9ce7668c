import type { ButtonHTMLAttributes } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a spinner and disables the button; the caller changes the label (e.g. "Inloggen..."). */
  busy?: boolean;
}

const variants: Record<Variant, string> = {
  primary: 'bg-accent text-white hover:bg-accent-strong',
  secondary: 'border border-line bg-white text-ink hover:bg-surface',
  ghost: 'text-ink hover:bg-surface',
};

export const buttonClasses = (variant: Variant = 'primary', className?: string) =>
  cx(
    'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold',
    'transition-colors disabled:cursor-not-allowed disabled:opacity-70',
    variants[variant],
    className,
  );

export function Button({
  variant = 'primary',
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
      className={buttonClasses(variant, className)}
      {...rest}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
