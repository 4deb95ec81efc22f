// A draft per conversation in sessionStorage: it survives a reload or a visit to another screen in the same tab,
// and leaves nothing behind on a shared computer once the tab is closed. Storage can be missing or full (private
// modes); then drafts simply are not kept.
const key = (conversationId: number) => `tandem:draft:${conversationId}`;

export function readDraft(conversationId: number): string {
  try {
    return sessionStorage.getItem(key(conversationId)) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(conversationId: number, text: string): void {
  try {
    if (text) sessionStorage.setItem(key(conversationId), text);
    else sessionStorage.removeItem(key(conversationId));
  } catch {
    // Not kept: see above.
  }
}
