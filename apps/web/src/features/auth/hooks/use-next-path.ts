import { loginPathFor, safeNextPath } from '@tandem/contract';
import { useSearchParams } from 'react-router';

/** The same-site path this sign-in or sign-up screen returns to (`?next=`), or null (docs/product.md section C16). */
export function useNextPath(): string | null {
  const [params] = useSearchParams();
  return safeNextPath(params.get('next'));
}

/** A link to another sign-in screen that keeps where to return afterwards. */
export function useAuthLink(screen: '/login' | '/signup' | '/recsignup' | '/sbsignup'): string {
  const next = useNextPath();
  if (!next) return screen;
  return screen === '/login' || screen === '/signup' ? loginPathFor(next, screen) : `${screen}?next=${encodeURIComponent(next)}`;
}
