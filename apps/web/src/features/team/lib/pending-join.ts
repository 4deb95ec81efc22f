// A visitor who opens an invitation signs up first and comes back: the link waits in this browser meanwhile.
const KEY = 'tandem.pendingJoin';

export function rememberJoinToken(token: string): void {
  try {
    window.localStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the e-mail's link still works when opened again.
  }
}

export function pendingJoinToken(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetJoinToken(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
