import { useEffect } from 'react';
import { LoginPage } from '@/features/auth/components/login-page';
import { LOGIN_META } from '@/features/auth/meta';
import { applyDocumentMeta } from '@/shared/routing/apply-document-meta';
import type { SessionCore } from './session-core';
import { SessionProviders } from './session-providers';

let warm: Promise<unknown> | undefined;
const warmUp = () => {
  warm ??= import('./start-app').catch(() => undefined);
};

/** The login page before the app is loaded: a signed-out start at /portal (see main.tsx). */
export function StandaloneLogin({
  core,
  onSignedIn,
}: {
  core: SessionCore;
  onSignedIn(to: string): void;
}) {
  useEffect(() => {
    applyDocumentMeta(document, LOGIN_META, core.config.productName);
  }, [core]);
  return (
    <SessionProviders core={core}>
      {/* Someone who starts typing is about to sign in: the app's code loads meanwhile, so
          neither the form's check nor the way to the dashboard waits for it. */}
      <div onFocusCapture={warmUp}>
        <LoginPage search={new URLSearchParams(window.location.search)} onSignedIn={onSignedIn} />
      </div>
    </SessionProviders>
  );
}
