// The overview's notification health (docs/product.md#notification-health): each channel switched on or not, its last
// success and last error, the queue, and a test message; with no channel at all, a warning that leads reach no one.
import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { notify } from '../../lib/toast.tsx';
import { useAdminT } from '../admin/i18n.ts';
import { Loaded, useLoaded } from '../admin/Loaded.tsx';
import { createdText } from '../inbox/inbox-columns.ts';
import type { NotificationHealth, TestResult } from '../notifications/schema.ts';

export function NotificationsCard() {
  const { state, reload } = useLoaded(useCallback(() => api<NotificationHealth>('/api/admin/notifications'), []));
  const [testing, setTesting] = useState(false);
  const { t } = useAdminT();

  async function test() {
    setTesting(true);
    try {
      const { results } = await api<{ results: TestResult[] }>('/api/admin/notifications/test', { method: 'POST' });
      for (const result of results) {
        const channel = t(`admin.notifications.channel.${result.channel}`);
        if (result.ok) void notify('success', t('admin.notifications.testOk', { channel }));
        else void notify('error', t('admin.notifications.testFailed', { channel, error: result.error ?? '' }));
      }
    } catch (error) {
      void notify('error', t('admin.failed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      setTesting(false);
      void reload();
    }
  }

  return (
    <section aria-labelledby="notifications" className="mt-8 rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5">
      <h2 id="notifications" className="font-serif text-2xl">
        {t('admin.notifications.title')}
      </h2>
      <p className="mt-1 text-sm text-stone">{t('admin.notifications.intro')}</p>
      <Loaded state={state} className="mt-3">
        {(health) => {
          const none = health.channels.every((channel) => !channel.configured);
          return (
            <div data-testid="notification-health">
              {none && (
                <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-800/30">
                  {t('admin.notifications.none')}
                </p>
              )}
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {health.channels.map((channel) => (
                  <li key={channel.name} className="rounded-xl bg-white p-4 ring-1 ring-ink/10">
                    <p className="font-medium">{t(`admin.notifications.channel.${channel.name}`)}</p>
                    <p className={`text-sm ${channel.configError ? 'text-red-800' : 'text-stone'}`}>
                      {!channel.configured
                        ? t('admin.notifications.off')
                        : channel.configError
                          ? t('admin.notifications.broken', { error: channel.configError })
                          : t('admin.notifications.on')}
                    </p>
                    {channel.configured && (
                      <p className="mt-1 text-sm">
                        {channel.lastSuccessAt
                          ? t('admin.notifications.lastSuccess', { when: createdText(channel.lastSuccessAt) })
                          : t('admin.notifications.never')}
                      </p>
                    )}
                    {channel.lastErrorAt && (
                      <p className="mt-1 text-sm break-words text-red-800">
                        {t('admin.notifications.lastError', {
                          when: createdText(channel.lastErrorAt),
                          error: channel.lastError ?? '',
                        })}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm text-stone">
                {t('admin.notifications.queue', { pending: health.pending, failed: health.failed })}
              </p>
              {!none && (
                <Button
                  variant="secondary"
                  size="md"
                  className="mt-3 disabled:opacity-50"
                  onClick={() => void test()}
                  disabled={testing}
                >
                  {testing ? t('admin.notifications.testing') : t('admin.notifications.test')}
                </Button>
              )}
            </div>
          );
        }}
      </Loaded>
    </section>
  );
}
