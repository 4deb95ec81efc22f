import { MESSAGES } from '@tandem/contract';
import type { Role } from '@tandem/contract';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthConfig } from '../api/get-auth-config';
import { useGoogleLogin } from '../api/google-login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { toAuthUser } from '../lib/auth-errors';
import { loadGoogleIdentity } from '../lib/google-identity';
import type { GoogleCredentialResponse } from '../lib/google-identity';

type Mode = 'login' | 'signup';

interface GoogleSignInProps {
  mode: Mode;
  /** Sent with the credential on organisation signup. */
  role?: Role | undefined;
  /** Organisation signup: a role must be chosen first (docs/product.md section 5). */
  requireRole?: boolean;
}

/** "Sign in with Google", shown only when the server has a Google client id; the script loads only then. */
export function GoogleSignIn({ mode, role, requireRole = false }: GoogleSignInProps) {
  const config = useAuthConfig();
  const clientId = config.data?.google_client_id;
  if (!clientId) return null;
  return <GoogleSignInSection clientId={clientId} mode={mode} role={role} requireRole={requireRole} />;
}

function GoogleSignInSection({
  clientId,
  mode,
  role,
  requireRole,
}: GoogleSignInProps & { clientId: string }) {
  const [askedWithoutRole, setAskedWithoutRole] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const needsRole = requireRole && !role;

  return (
    <div className="space-y-3">
      <div
        className="flex items-center gap-3 text-xs font-medium text-slate-600 uppercase"
        aria-hidden="true"
      >
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {needsRole ? (
        <Button variant="outline" className="w-full" onClick={() => setAskedWithoutRole(true)}>
          <GoogleIcon />
          Sign up with Google
        </Button>
      ) : (
        <GoogleButton clientId={clientId} mode={mode} role={role} onError={setError} />
      )}
      {askedWithoutRole && needsRole && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {MESSAGES.selectRoleBeforeGoogle}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface GoogleButtonProps {
  clientId: string;
  mode: Mode;
  role?: Role | undefined;
  onError: (message: string | null) => void;
}

function GoogleButton({ clientId, mode, role, onError }: GoogleButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  const googleLogin = useGoogleLogin();
  const completeSignIn = useCompleteSignIn();
  const failed = mode === 'login' ? MESSAGES.google.loginFailed : MESSAGES.google.signupFailed;

  const onCredential = useEffectEvent((response: GoogleCredentialResponse) => {
    if (!response.credential) {
      onError(failed);
      return;
    }
    onError(null);
    googleLogin.mutate(
      { token: response.credential, ...(role ? { role } : {}) },
      {
        onSuccess: (data) => {
          const result = toAuthUser(data.user);
          if ('error' in result) onError(result.error);
          else void completeSignIn(result.user);
        },
        onError: () => onError(failed),
      },
    );
  });

  const onLoadFailed = useEffectEvent(() => {
    onError(mode === 'login' ? MESSAGES.google.loginFailed : MESSAGES.google.signupFailedLong);
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        const parent = container.current;
        if (cancelled || !parent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => onCredential(response),
          context: mode === 'login' ? 'signin' : 'signup',
        });
        google.accounts.id.renderButton(parent, {
          theme: 'outline',
          size: 'large',
          shape: 'rectangular',
          text: mode === 'login' ? 'signin_with' : 'signup_with',
          width: Math.min(400, parent.offsetWidth || 320),
        });
        setLoaded(true);
      },
      () => {
        if (!cancelled) onLoadFailed();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, mode]);

  return (
    <div className="relative flex min-h-11 justify-center">
      <div ref={container} className="w-full" />
      {(!loaded || googleLogin.isPending) && (
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner
            size="sm"
            label={googleLogin.isPending ? 'Signing in with Google' : 'Loading Google sign-in'}
          />
        </div>
      )}
    </div>
  );
}

function GoogleIcon() {
  return (
    <svg viewBox="0 0 18 18" className="size-4" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92c1.7-1.57 2.68-3.88 2.68-6.62z"
      />
      <path
        fill="#34A853"
        d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.84.86-3.04.86-2.34 0-4.32-1.58-5.03-3.7H.96v2.33A9 9 0 0 0 9 18z"
      />
      <path fill="#FBBC05" d="M3.97 10.72a5.41 5.41 0 0 1 0-3.44V4.95H.96a9 9 0 0 0 0 8.1l3.01-2.33z" />
      <path
        fill="#EA4335"
        d="M9 3.58c1.32 0 2.5.45 3.44 1.35l2.58-2.58A9 9 0 0 0 .96 4.95l3.01 2.33C4.68 5.16 6.66 3.58 9 3.58z"
      />
    </svg>
  );
}
