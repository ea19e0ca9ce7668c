import type { ReactNode } from 'react';
import { useRuntimeConfig } from '@/shared/config/runtime-config-context';

/**
 * The frame of a screen without a session: one card in the middle, the product name above the
 * heading, the footer below: the login page, the set-password page and a notification mail's
 * unsubscribe page.
 */
export function PublicScreen({ title, children }: { title: string; children: ReactNode }) {
  const { productName } = useRuntimeConfig();
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <main id="inhoud" className="flex flex-1 items-center justify-center px-4 py-12">
        <div className="w-full max-w-sm space-y-6 rounded-lg border border-line bg-white p-6 shadow-sm sm:p-8">
          <div className="space-y-1">
            <p className="text-sm font-semibold tracking-wide text-accent uppercase">
              {productName}
            </p>
            <h1 className="text-2xl font-semibold text-ink">{title}</h1>
          </div>
          {children}
        </div>
      </main>
      <footer className="px-4 py-6 text-center text-sm text-muted">
        © {new Date().getFullYear()} {productName}
      </footer>
    </div>
  );
}
