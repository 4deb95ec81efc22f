import { COMMUNITY_MESSAGES } from '@tandem/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT_FORM, EventFormSchema } from './event-form';

describe('the event form', () => {
  it('sends its times as UTC timestamps and its tags as names', () => {
    const parsed = EventFormSchema.parse({
      ...EMPTY_EVENT_FORM,
      title: 'Volunteer Welcome Evening',
      start_date: '2030-06-01T18:00',
      end_date: '2030-06-01T19:30',
      capacity: '40',
      tags: 'Volunteering, Networking',
    });
    expect(parsed.start_date).toMatch(/Z$/);
    expect(parsed.capacity).toBe(40);
    expect(parsed.tags).toEqual([{ name: 'Volunteering' }, { name: 'Networking' }]);
  });

  it('treats an empty capacity as unlimited', () => {
    const parsed = EventFormSchema.parse({
      ...EMPTY_EVENT_FORM,
      title: 'Open day',
      start_date: '2030-06-01T18:00',
      end_date: '2030-06-01T19:00',
    });
    expect(parsed.capacity).toBeNull();
  });

  it('requires a title and both times, and an end after the start', () => {
    const empty = EventFormSchema.safeParse(EMPTY_EVENT_FORM);
    const fields = empty.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['title', 'start_date', 'end_date']));

    const backwards = EventFormSchema.safeParse({
      ...EMPTY_EVENT_FORM,
      title: 'Backwards',
      start_date: '2030-06-01T18:00',
      end_date: '2030-06-01T17:00',
    });
    expect(backwards.error?.issues[0]?.message).toBe(COMMUNITY_MESSAGES.endBeforeStart);
  });
});
