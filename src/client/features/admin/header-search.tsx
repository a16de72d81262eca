import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { adminUserSearch } from '#shared/page-urls';
import { Input } from '../../ui/input';

/**
 * The admin header's search: from any tab, Enter opens the user directory searched for the text
 * (the directory keeps its own search box too, which filters as you type).
 */
export function AdminHeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void navigate(adminUserSearch(text));
    setText('');
  };
  return (
    <form role="search" onSubmit={submit} className="relative hidden w-56 md:block">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label="Search members"
        placeholder="Search members..."
        className="h-9 pl-9"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </form>
  );
}
