// What the back office reads about the notification channels (GET /api/admin/notifications) and what a test message
// answers (POST /api/admin/notifications/test). No server imports: the back office's island uses these types.
export type ChannelName = 'email' | 'telegram';

export interface ChannelHealth {
  name: ChannelName;
  /** Switched on here: some of its settings are present. */
  configured: boolean;
  /** What is wrong with its settings, when they are present but do not work as they are. */
  configError: string | null;
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  lastError: string | null;
}

export interface NotificationHealth {
  channels: ChannelHealth[];
  /** Notifications waiting to go out, and those given up on in the last 30 days. */
  pending: number;
  failed: number;
}

export interface TestResult {
  channel: ChannelName;
  ok: boolean;
  error: string | null;
}
