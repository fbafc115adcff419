import { createRequire } from 'node:module'
import type { Validator } from '@cfworker/json-schema'
import * as v from 'valibot'

const MAX_SCHEMA_CHARS = 20_000

const nodeRequire = createRequire(import.meta.url)
let loaded: typeof Validator | undefined

/**
 * The validator class of @cfworker/json-schema, loaded on the first extract call rather than when
 * the plugin is imported (host start-up); required, not imported, as input checks are synchronous.
 */
function validatorClass(): typeof Validator {
  return loaded ??= (nodeRequire('@cfworker/json-schema') as typeof import('@cfworker/json-schema')).Validator
}

/** A caller's JSON Schema: an object schema (top-level type object) of bounded size, that a validator accepts. */
export const callerSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.check((schema) => schema.type === 'object', 'must be a JSON Schema whose top-level type is "object"'),
  v.check((schema) => JSON.stringify(schema).length <= MAX_SCHEMA_CHARS, `must be at most ${MAX_SCHEMA_CHARS} characters of JSON`),
  v.check((schema) => {
    const JsonSchemaValidator = validatorClass()
    try {
      new JsonSchemaValidator(schema as never, '2020-12', false)
      return true
    } catch {
      return false
    }
  }, 'is not a JSON Schema the validator can compile'),
)

/** A valibot schema accepting what conforms to the caller's JSON Schema, naming the first violation. */
export function conformingTo(schema: Record<string, unknown>) {
  const validator = new (validatorClass())(schema as never, '2020-12', false)
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
