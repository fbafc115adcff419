import * as v from 'valibot'

type AnySchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>

/**
 * A reader of one `settings.<name>` entry with defaults, parsed once per settings object.
 * A bad value fails loudly, naming the setting.
 */
export function settingsReader<S extends AnySchema>(name: string, schema: S): (settings: Readonly<Record<string, unknown>> | undefined) => v.InferOutput<S> {
  const parsed = new WeakMap<object, v.InferOutput<S>>()
  const empty = {}
  return (settings) => {
    const source = settings ?? empty
    let result = parsed.get(source)
    if (!result) {
      const checked = v.safeParse(schema, source)
      if (!checked.success) throw new Error(`Invalid settings.${name}.${v.getDotPath(checked.issues[0]) ?? ''}: ${checked.issues[0].message}`)
      result = checked.output
      parsed.set(source, result)
    }
    return result
  }
}

export const integer = (min: number, max: number, fallback: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max)), fallback)
