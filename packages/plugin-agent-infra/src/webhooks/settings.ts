import type { SvcConfig } from '@svc/core'
import * as v from 'valibot'
import { integer, settingsReader } from '../settings.ts'

/** `settings.webhooks` of the host config: delivery of schedules, pub/sub and watchers. */
const webhookSettings = v.object({
  /** Attempts per delivery before it is given up (the first one included). */
  maxAttempts: integer(1, 30, 10),
  /** Delay before the first retry; each later one is 4 times longer, with jitter. */
  retryBaseMs: integer(10, 3_600_000, 5_000),
  retryMaxMs: integer(10, 7 * 86_400_000, 86_400_000),
  timeoutMs: integer(1_000, 60_000, 15_000),
  /** How often each host looks for due deliveries, schedules and watchers. */
  pollIntervalMs: integer(20, 60_000, 1_000),
  /** Deliveries one host sends at once. */
  concurrency: integer(1, 100, 8),
  /** Deliveries kept in the log an object's status shows. */
  logSize: integer(1, 100, 20),
  /** TESTS ONLY: lets targets be 127.0.0.1 (a local receiver). Every other private address stays refused. */
  allowLoopbackForTests: v.optional(v.boolean(), false),
})
export type WebhookSettings = v.InferOutput<typeof webhookSettings>

const read = settingsReader('webhooks', webhookSettings)

export const webhookSettingsOf = (config: Readonly<SvcConfig>): WebhookSettings => read(config.settings['webhooks'])
