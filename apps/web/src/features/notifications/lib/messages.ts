// Words of the bell and its panel. docs/product.md quotes only the empty text (UI_MESSAGES.notifications); these are ours.
export const NOTIFICATION_MESSAGES = {
  panelDescription: 'Your notifications, newest first.',
  loading: 'Loading notifications',
  loadFailed: 'Your notifications could not be loaded.',
  loadMoreFailed: 'More notifications could not be loaded. Please try again.',
  markAllFailed: 'The notifications could not be marked as read. Please try again.',
  markAllAsRead: 'Mark all as read',
  loadMore: 'Load more',
  tryAgain: 'Try again',
  unreadMark: 'New',
} as const;
