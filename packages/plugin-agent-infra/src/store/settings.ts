import * as v from 'valibot'

/** `settings.store` of the host config: limits per wallet. */
const storeSettings = v.object({
  maxValueBytes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1024), v.maxValue(16 * 1024 * 1024)), 256 * 1024),
  maxBlobBytes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1024), v.maxValue(64 * 1024 * 1024)), 5 * 1024 * 1024),
  maxItems: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000_000)), 10_000),
  maxBytes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1024), v.maxValue(1024 ** 4)), 100 * 1024 * 1024),
})
export type StoreSettings = v.InferOutput<typeof storeSettings>

const parsed = new WeakMap<object, StoreSettings>()

/** The operator's store limits with defaults; a bad value fails loudly, naming the setting. */
export function storeSettingsOf(settings: Readonly<Record<string, unknown>>): StoreSettings {
  let result = parsed.get(settings)
  if (!result) {
    const checked = v.safeParse(storeSettings, settings)
    if (!checked.success) throw new Error(`Invalid settings.store.${v.getDotPath(checked.issues[0]) ?? ''}: ${checked.issues[0].message}`)
    result = checked.output
    parsed.set(settings, result)
  }
  return result
}
