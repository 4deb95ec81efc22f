import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../lib/cn';

/** "Search Jobs": submitting opens the matches with the text as `search`. */
export function JobSearchBox({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    void navigate(
      query ? `/yourmatches?${new URLSearchParams({ search: query }).toString()}` : '/yourmatches',
    );
    onSearch?.();
  };

  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <svg
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      >
        <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M14 14l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        aria-label="Search jobs"
        placeholder="Search Jobs"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-4 pl-9 text-base placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:outline-2 focus:outline-brand-600 sm:text-sm"
      />
    </form>
  );
}
