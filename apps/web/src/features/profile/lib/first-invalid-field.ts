/**
 * The first field of a form marked invalid, and the heading of the section holding it: after a save blocked by
 * validation, focus goes there and the toast names the section.
 */
export function firstInvalidField(form: HTMLElement | null): { field: HTMLElement; section: string } | null {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return null;
  const heading = field.closest('section')?.querySelector('h2');
  return { field, section: heading?.textContent?.trim() || 'the form' };
}
