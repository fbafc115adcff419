type Schema = Record<string, unknown>

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
const BOUNDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'pattern', 'format', 'default'] as const

const pad = (depth: number) => '  '.repeat(depth)
const literal = (value: unknown) => JSON.stringify(value)

/** The TypeScript type of a JSON Schema (the subset valibot's converter writes), laid out at `depth`. */
export function schemaToType(schema: unknown, depth = 0): string {
  if (schema === true || schema === undefined) return 'unknown'
  if (schema === false) return 'never'
  const s = schema as Schema
  if ('const' in s) return literal(s.const)
  if (Array.isArray(s.enum)) return s.enum.map(literal).join(' | ') || 'never'
  const union = (s.anyOf ?? s.oneOf) as unknown[] | undefined
  if (Array.isArray(union)) return unionOf(union.map((member) => schemaToType(member, depth)))
  if (Array.isArray(s.allOf)) return s.allOf.map((member) => wrap(schemaToType(member, depth))).join(' & ') || 'unknown'
  if (Array.isArray(s.type)) return unionOf(s.type.map((type) => schemaToType({ ...s, type }, depth)))
  switch (s.type) {
    case 'string': return 'string'
    case 'number':
    case 'integer': return 'number'
    case 'boolean': return 'boolean'
    case 'null': return 'null'
    case 'array': return arrayType(s, depth)
    case 'object': return objectType(s, depth)
    default: return s.properties ? objectType(s, depth) : 'unknown'
  }
}

function unionOf(types: string[]): string {
  const unique = [...new Set(types)]
  return unique.includes('unknown') ? 'unknown' : unique.join(' | ') || 'never'
}

const wrap = (type: string) => (/[|&]/.test(type) ? `(${type})` : type)

function arrayType(s: Schema, depth: number): string {
  const tuple = (s.prefixItems ?? (Array.isArray(s.items) ? s.items : undefined)) as unknown[] | undefined
  if (tuple) return `[${tuple.map((item) => schemaToType(item, depth)).join(', ')}]`
  return `Array<${schemaToType(s.items, depth)}>`
}

function objectType(s: Schema, depth: number): string {
  const properties = (s.properties ?? {}) as Record<string, Schema>
  const required = new Set((s.required ?? []) as string[])
  const lines: string[] = []
  for (const [name, property] of Object.entries(properties)) {
    const doc = docOf(property)
    if (doc) lines.push(`${pad(depth + 1)}/** ${doc} */`)
    const key = IDENTIFIER.test(name) ? name : literal(name)
    lines.push(`${pad(depth + 1)}${key}${required.has(name) ? '' : '?'}: ${schemaToType(property, depth + 1)}`)
  }
  const extra = s.additionalProperties
  if (extra && extra !== false && typeof extra === 'object') lines.push(`${pad(depth + 1)}[key: string]: ${schemaToType(extra, depth + 1)}`)
  else if (extra === true || (extra === undefined && lines.length === 0)) lines.push(`${pad(depth + 1)}[key: string]: unknown`)
  if (lines.length === 0) return 'Record<string, never>'
  return `{\n${lines.join('\n')}\n${pad(depth)}}`
}

/** The description and bounds of a param, for the editor's tooltip. */
function docOf(s: Schema): string {
  const parts: string[] = []
  if (typeof s.description === 'string') parts.push(s.description)
  const bounds = BOUNDS.filter((key) => s[key] !== undefined).map((key) => `${key} ${typeof s[key] === 'string' ? s[key] : literal(s[key])}`)
  if (bounds.length) parts.push(`(${bounds.join(', ')})`)
  return parts.join(' ').replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim()
}
