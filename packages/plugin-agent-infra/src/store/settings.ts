import * as v from 'valibot'
import { integer, settingsReader } from '../settings.ts'

/** `settings.store` of the host config: limits per wallet; a bad value fails loudly, naming the setting. */
export const storeSettingsOf = settingsReader('store', v.object({
  maxValueBytes: integer(1024, 16 * 1024 * 1024, 256 * 1024),
  maxBlobBytes: integer(1024, 64 * 1024 * 1024, 5 * 1024 * 1024),
  maxItems: integer(1, 10_000_000, 10_000),
  maxBytes: integer(1024, 1024 ** 4, 100 * 1024 * 1024),
}))
export type StoreSettings = ReturnType<typeof storeSettingsOf>
