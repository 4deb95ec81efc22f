import type { NotificationItem, NotificationPage } from '@tandem/contract';

/** A notification as the API answers it, unread unless told. */
export const aNotification = (overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id: 1,
  kind: 'application_status',
  title: 'Your application moved to Interview',
  body: 'Acme Ltd moved your application for Frontend Developer to Interview.',
  link: '/applications',
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  read_at: null,
  ...overrides,
});

export const aPage = (results: NotificationItem[], next: string | null = null): NotificationPage => ({
  count: results.length,
  next,
  previous: null,
  results,
});
