import { useState } from 'react';
import { Input } from './input';
import type { InputProps } from './input';

/** A password input with a show/hide toggle; the toggle keeps the field's focus order. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pr-20" />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute inset-y-1 right-1 rounded-md px-2 text-xs font-medium text-brand-700 hover:bg-brand-50"
      >
        {visible ? 'Hide' : 'Show'}
        <span className="sr-only"> password</span>
      </button>
    </div>
  );
}
