import { toJsonSchema } from '@valibot/to-json-schema'
import type { InputSchema } from '../define.ts'

export type JsonSchema = Record<string, unknown>

/** JSON Schema of an operation's params: strict (no unknown members), without `$schema`. */
export function paramsSchema(schema: InputSchema): JsonSchema {
  const { $schema: _ignored, ...json } = toJsonSchema(schema, { errorMode: 'ignore', typeMode: 'input' }) as JsonSchema
  return { ...json, additionalProperties: false }
}
