import { describe, expect, it } from 'vitest';
import { firstInvalidField } from './first-invalid-field';

function form(html: string): HTMLElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  return element;
}

describe('the first invalid field of /editprofile', () => {
  it('is the first marked invalid, with the heading of its section', () => {
    const found = firstInvalidField(
      form(`<section><h2>Personal Information</h2><input id="name" aria-invalid="false"></section>
            <section><h2>Education</h2><input id="institution" aria-invalid="true"></section>
            <section><h2>Experience</h2><input id="company" aria-invalid="true"></section>`),
    );
    expect(found?.field.id).toBe('institution');
    expect(found?.section).toBe('Education');
  });

  it('is nothing when every field is valid', () => {
    expect(firstInvalidField(form('<section><h2>Education</h2><input></section>'))).toBeNull();
  });
});
