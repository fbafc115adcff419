import * as v from 'valibot'
import { integer, settingsReader } from '../settings.ts'

/** `settings.watchers` of the host config. */
export const watcherSettingsOf = settingsReader('watchers', v.object({
  maxPerWallet: integer(1, 100_000, 50),
  /** Lowers every kind's shortest polling interval (tests, private hosts); 0 keeps them. */
  minIntervalSeconds: integer(0, 86_400, 0),
}))
