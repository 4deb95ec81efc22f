/** Small line icons of the job screens, decorative (their buttons carry the names). */
export function EditIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path strokeLinecap="round" strokeLinejoin="round" d="M13.6 3.6l2.8 2.8L7 15.8l-3.6.8.8-3.6 9.4-9.4z" />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path strokeLinecap="round" strokeLinejoin="round" d="M4 6h12M8 6V4h4v2m-6 0l.7 10h6.6L14 6" />
    </svg>
  );
}
