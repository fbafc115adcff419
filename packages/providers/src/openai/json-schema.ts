import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'

type Json = Record<string, unknown>

// The keywords every provider's structured-output mode accepts; bounds are checked here instead.
const KEPT = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'anyOf', 'description', 'const'])

/**
 * The JSON Schema a model is asked to follow, from the valibot schema its answer is checked
 * against: every object closed with all members required (OpenAI's strict mode), and only
 * keywords providers accept.
 */
export function modelJsonSchema(schema: v.GenericSchema): Json {
  return strict(toJsonSchema(schema, { errorMode: 'ignore' }) as Json)
}

function strict(node: Json): Json {
  const out: Json = {}
  for (const [key, value] of Object.entries(node)) {
    if (!KEPT.has(key)) continue
    if (key === 'properties') out[key] = Object.fromEntries(Object.entries(value as Record<string, Json>).map(([name, child]) => [name, strict(child)]))
    else if (key === 'items') out[key] = strict(value as Json)
    else if (key === 'anyOf') out[key] = (value as Json[]).map(strict)
    else out[key] = value
  }
  if (out.type === 'object') {
    out.properties ??= {}
    out.required = Object.keys(out.properties as Json)
    out.additionalProperties = false
  }
  return out
}
