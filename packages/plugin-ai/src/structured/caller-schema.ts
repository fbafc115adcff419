import { Validator } from '@cfworker/json-schema'
import * as v from 'valibot'

const MAX_SCHEMA_CHARS = 20_000

/** A caller's JSON Schema: an object schema (top-level type object) of bounded size, that a validator accepts. */
export const callerSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.check((schema) => schema.type === 'object', 'must be a JSON Schema whose top-level type is "object"'),
  v.check((schema) => JSON.stringify(schema).length <= MAX_SCHEMA_CHARS, `must be at most ${MAX_SCHEMA_CHARS} characters of JSON`),
  v.check((schema) => {
    try {
      new Validator(schema as never, '2020-12', false)
      return true
    } catch {
      return false
    }
  }, 'is not a JSON Schema the validator can compile'),
)

/** A valibot schema accepting what conforms to the caller's JSON Schema, naming the first violation. */
export function conformingTo(schema: Record<string, unknown>) {
  const validator = new Validator(schema as never, '2020-12', false)
  return v.pipe(
    v.record(v.string(), v.unknown()),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const result = validator.validate(dataset.value)
      const first = result.errors.at(-1)
      if (!result.valid) addIssue({ message: `${first?.instanceLocation ?? '#'} ${first?.error ?? 'does not match the schema'}` })
    }),
  )
}
