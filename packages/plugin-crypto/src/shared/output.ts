/**
 * Output JSON Schemas (shown to agents in the 402 discovery extension) written compactly:
 * 'string', 'number?' (nullable), 'string[]', or a nested object of the same notation.
 */
type Shape = string | { [member: string]: Shape } | [Shape]

function schemaOf(shape: Shape): Record<string, unknown> {
  if (Array.isArray(shape)) return { type: 'array', items: schemaOf(shape[0]) }
  if (typeof shape === 'object') return { type: 'object', properties: Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, schemaOf(value)])) }
  const nullable = shape.endsWith('?')
  const base = nullable ? shape.slice(0, -1) : shape
  if (base.endsWith('[]')) return { type: nullable ? ['array', 'null'] : 'array', items: schemaOf(base.slice(0, -2)) }
  return { type: nullable ? [base, 'null'] : base }
}

const source = { provider: 'string', url: 'string', license: 'string' }

/** The normalized shape with items of the given shape (and extra `data` members). */
export function normalizedOutput(item: Record<string, Shape>, extra: Record<string, Shape> = {}): Record<string, unknown> {
  return schemaOf({ ok: 'boolean', items: [item], total: 'integer?', source, ...extra })
}
