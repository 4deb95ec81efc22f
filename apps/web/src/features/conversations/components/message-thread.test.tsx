import type { MessageAnswer } from '@tandem/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageThread } from './message-thread';

const message = (id: number, mine: boolean, read_at: string | null, body = `Message ${id}`): MessageAnswer => ({
  id,
  body,
  created_at: '2026-11-20T09:05:00Z',
  sender: { id: mine ? 1 : 2, name: mine ? 'Alex Rivera' : 'Priya Recruiter' },
  mine,
  conversation: 3,
  read_at,
});

describe('MessageThread', () => {
  it('marks only my last message the other side read, and tells mine from theirs', () => {
    render(
      <MessageThread
        messages={[message(1, true, '2026-11-20T10:00:00Z'), message(2, true, '2026-11-20T10:00:00Z'), message(3, false, null), message(4, true, null)]}
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={vi.fn()}
      />,
    );
    const items = within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.includes('Read'))).toEqual([false, true, false, false]);
    expect(items[0]?.textContent).toContain('You: Message 1');
    expect(items[2]?.textContent).toContain('Priya Recruiter: Message 3');
    // en-GB date and HH.MM time (the hour depends on the machine's time zone).
    expect(items[0]?.querySelector('time')?.textContent).toMatch(/^20\/11\/2026 \d{2}\.05$/);
  });

  it('shows markup in a message as text', () => {
    render(<MessageThread messages={[message(1, false, null, '<img src=x onerror=alert(1)>')]} hasOlder={false} loadingOlder={false} onLoadOlder={vi.fn()} />);
    expect(screen.getByRole('log').querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
  });

  it('offers older messages when there are some', async () => {
    const onLoadOlder = vi.fn();
    render(<MessageThread messages={[message(5, false, null)]} hasOlder loadingOlder={false} onLoadOlder={onLoadOlder} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(onLoadOlder).toHaveBeenCalledOnce();
  });

  it('says so when a conversation has no message yet', () => {
    render(<MessageThread messages={[]} hasOlder={false} loadingOlder={false} onLoadOlder={vi.fn()} />);
    expect(screen.getByText('No messages yet. Say hello.')).toBeTruthy();
  });
});
