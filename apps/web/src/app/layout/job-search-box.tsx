import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchInput } from '../../components/ui/search-input';

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
    <form role="search" onSubmit={submit} className={className}>
      <SearchInput
        look="pill"
        aria-label="Search jobs"
        placeholder="Search Jobs"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
