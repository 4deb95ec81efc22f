import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiFieldMessages, focusFirstMessage, issueMessages, withoutMessage } from './plain-form';

describe('plain form messages', () => {
  it("keeps each field's first issue and gives an issue without a field to the form", () => {
    const messages = issueMessages([
      { path: ['new_password'], message: 'Too short.' },
      { path: ['new_password'], message: 'Needs a number.' },
      { path: [], message: 'Please fill in all fields.' },
    ]);
    expect(messages).toEqual({ new_password: 'Too short.', form: 'Please fill in all fields.' });
  });

  it("puts a 400's messages under the form's fields and the others on the form; nothing for an error without fields", () => {
    const error = new ApiError({ status: 400, statusText: 'Bad Request', body: { current_password: ['Wrong password.'], non_field_errors: ['Try later.'] } });
    expect(apiFieldMessages(error, ['current_password', 'new_password'])).toEqual({ current_password: 'Wrong password.', form: 'Try later.' });
    expect(apiFieldMessages(new ApiError({ status: 500, statusText: 'Server Error', body: { detail: 'Oops' } }), ['current_password'])).toBeUndefined();
    expect(apiFieldMessages(new TypeError('Failed to fetch'), ['current_password'])).toBeUndefined();
  });

  it("focuses the form's first control, in the form's order, that has a message", () => {
    document.body.innerHTML = '<form><input name="a"><input name="b"><input name="c"></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    focusFirstMessage(form, { c: 'x', b: 'y' });
    expect(document.activeElement).toBe(form.elements.namedItem('b'));
  });

  it("drops only the edited field's message", () => {
    const messages = { a: 'x', form: 'y' };
    expect(withoutMessage(messages, 'a')).toEqual({ form: 'y' });
    expect(withoutMessage(messages, 'b')).toBe(messages);
  });
});
