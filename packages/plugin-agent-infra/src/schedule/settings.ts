import * as v from 'valibot'
import { integer, settingsReader } from '../settings.ts'

/** `settings.schedule` of the host config. */
export const scheduleSettingsOf = settingsReader('schedule', v.object({
  /** Schedules one wallet may have (active and completed ones not yet expired). */
  maxPerWallet: integer(1, 100_000, 100),
  /** Shortest time between two runs of a cron schedule. */
  minIntervalSeconds: integer(1, 86_400, 60),
  maxPayloadBytes: integer(16, 1024 * 1024, 16 * 1024),
  /** How long a finished schedule stays readable in status. */
  completedRetentionSeconds: integer(60, 365 * 86_400, 7 * 86_400),
}))
export type ScheduleSettings = ReturnType<typeof scheduleSettingsOf>
