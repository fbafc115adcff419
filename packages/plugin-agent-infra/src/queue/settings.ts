import * as v from 'valibot'

/** `settings.queue` of the host config. */
const queueSettings = v.object({
  maxAttempts: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 5),
  maxPayloadBytes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1024), v.maxValue(16 * 1024 * 1024)), 256 * 1024),
  /** How long a message (or a dead letter) is kept, in seconds. */
  retentionSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(60), v.maxValue(365 * 86_400)), 14 * 86_400),
})
export type QueueSettings = v.InferOutput<typeof queueSettings>

const parsed = new WeakMap<object, QueueSettings>()

export function queueSettingsOf(settings: Readonly<Record<string, unknown>>): QueueSettings {
  let result = parsed.get(settings)
  if (!result) {
    const checked = v.safeParse(queueSettings, settings)
    if (!checked.success) throw new Error(`Invalid settings.queue.${v.getDotPath(checked.issues[0]) ?? ''}: ${checked.issues[0].message}`)
    result = checked.output
    parsed.set(settings, result)
  }
  return result
}
