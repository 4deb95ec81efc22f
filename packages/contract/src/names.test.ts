import { describe, expect, it } from 'vitest';
import { NAME_SLOTS, firstNameOf, initialsOf } from './names.ts';

describe('names on screen', () => {
  it('shortens a name to its first word and up to two initials', () => {
    expect(firstNameOf('  Alex   Rivera ')).toBe('Alex');
    expect(initialsOf('alex rivera jones')).toBe('AR');
    expect(initialsOf('Zoë')).toBe('Z');
  });

  it('shows "?" for initials and nothing for a first name without a name', () => {
    expect(initialsOf(undefined)).toBe('?');
    expect(initialsOf('   ')).toBe('?');
    expect(firstNameOf(undefined)).toBe('');
  });

  it('draws the slot name as the slots the server fills', () => {
    expect(firstNameOf(NAME_SLOTS.name)).toBe(NAME_SLOTS.firstName);
    expect(initialsOf(NAME_SLOTS.name)).toBe(NAME_SLOTS.initials);
  });
});
