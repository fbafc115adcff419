import * as v from 'valibot'
import { integer, settingsReader } from '../settings.ts'

/** `settings.queue` of the host config. */
export const queueSettingsOf = settingsReader('queue', v.object({
  maxAttempts: integer(1, 100, 5),
  maxPayloadBytes: integer(1024, 16 * 1024 * 1024, 256 * 1024),
  /** How long a message (or a dead letter) is kept, in seconds. */
  retentionSeconds: integer(60, 365 * 86_400, 14 * 86_400),
}))
export type QueueSettings = ReturnType<typeof queueSettingsOf>
