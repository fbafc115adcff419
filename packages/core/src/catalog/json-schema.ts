import { toJsonSchema } from '@valibot/to-json-schema'
import type { InputSchema } from '../define.ts'

export type JsonSchema = Record<string, unknown>

/** JSON Schema of an operation's params: strict (no unknown members), without `$schema`. */
export function paramsSchema(schema: InputSchema): JsonSchema {
  const { $schema: _ignored, ...json } = toJsonSchema(schema, { errorMode: 'ignore', typeMode: 'input' }) as JsonSchema
  addPipeTail(schema, json)
  return { ...json, additionalProperties: false }
}

interface ValibotNode {
  type: string
  kind?: string
  options?: unknown[]
  enum?: Record<string, unknown>
  description?: string
  wrapped?: ValibotNode
  entries?: Record<string, ValibotNode>
  pipe?: ValibotNode[]
}

/**
 * In input mode the converter stops reading a pipe at its first nested schema (what follows types
 * the output), so `pipe(string(), trim(), toUpperCase(), picklist([...]), description(...))` would
 * publish a bare string. The allowed values and the description are the caller's to know: add them.
 */
function addPipeTail(schema: InputSchema, json: JsonSchema): void {
  const entries = (schema as unknown as ValibotNode).entries
  const properties = json['properties'] as Record<string, JsonSchema> | undefined
  if (!entries || !properties) return
  for (const [name, entry] of Object.entries(entries)) {
    const property = properties[name]
    const pipe = unwrap(entry).pipe
    if (!property || !pipe) continue
    for (const item of pipe.slice(1)) {
      if (item.kind === 'schema' && item.type === 'picklist' && Array.isArray(item.options) && property['enum'] === undefined) property['enum'] = item.options
      if (item.kind === 'schema' && item.type === 'enum' && item.enum && property['enum'] === undefined) property['enum'] = Object.values(item.enum)
      if (item.kind === 'metadata' && item.type === 'description' && property['description'] === undefined) property['description'] = item.description
    }
  }
}

const unwrap = (node: ValibotNode): ValibotNode => (node.wrapped && ['optional', 'nullish', 'nullable', 'exact_optional', 'undefinedable'].includes(node.type) ? unwrap(node.wrapped) : node)
