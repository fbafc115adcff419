import type { JsonSchema } from '../catalog/json-schema.ts'
import { html, type Html } from './html.ts'

type Property = Record<string, unknown>

/** The type of a param in words: `string`, `integer`, `one of a, b`, `array of string`. */
function typeOf(property: Property): string {
  if (Array.isArray(property.enum)) return `one of ${property.enum.map((value) => JSON.stringify(value)).join(', ')}`
  if (Array.isArray(property.anyOf)) return (property.anyOf as Property[]).map(typeOf).join(' or ')
  if (property.type === 'array') return `array of ${property.items ? typeOf(property.items as Property) : 'values'}`
  return String(property.type ?? 'any')
}

/** The bounds the JSON Schema states, in words. */
export function boundsOf(property: Property): string[] {
  const bounds: string[] = []
  const range = (low: unknown, high: unknown, unit: string) => {
    if (low !== undefined && high !== undefined) bounds.push(`${low} to ${high}${unit}`)
    else if (low !== undefined) bounds.push(`at least ${low}${unit}`)
    else if (high !== undefined) bounds.push(`at most ${high}${unit}`)
  }
  range(property.minimum, property.maximum, '')
  if (property.exclusiveMinimum !== undefined) bounds.push(`above ${property.exclusiveMinimum}`)
  if (property.exclusiveMaximum !== undefined) bounds.push(`below ${property.exclusiveMaximum}`)
  range(property.minLength, property.maxLength, ' characters')
  range(property.minItems, property.maxItems, ' items')
  if (property.pattern !== undefined) bounds.push(`matches ${property.pattern}`)
  if (property.format !== undefined) bounds.push(`format ${property.format}`)
  return bounds
}

const NOUNS: Record<string, string> = { string: 'A text', integer: 'A whole number', number: 'A number', boolean: 'true or false', array: 'A list', object: 'An object' }

/**
 * A param's description: the one its schema declares, else what its schema says in a sentence
 * (`A text of 1 to 40 characters.`), so no row of the table is left without one.
 */
export function descriptionOf(property: Property): string {
  if (typeof property.description === 'string' && property.description.trim() !== '') return property.description
  if (Array.isArray(property.enum)) return `One of ${property.enum.map((value) => JSON.stringify(value)).join(', ')}.`
  const noun = NOUNS[String(property.type)] ?? 'A value'
  const items = property.type === 'array' && property.items ? ` of ${typeOf(property.items as Property)} values` : ''
  const bounds = boundsOf(property)
  return `${noun}${items}${bounds.length ? `: ${bounds.join('; ')}` : ''}.`
}

/** One row per param: name, type, required, bounds, default, description. */
export function paramsTable(schema: JsonSchema): Html {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Property>)
  if (properties.length === 0) return html`<p>No parameters.</p>`
  const required = new Set((schema.required ?? []) as string[])
  return html`<table class="params"><thead><tr><th>name</th><th>type</th><th>required</th><th>bounds</th><th>default</th><th>description</th></tr></thead><tbody>
${properties.map(([name, property]) => html`<tr><td><code>${name}</code></td><td>${typeOf(property)}</td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${boundsOf(property).join('; ')}</td><td>${property.default === undefined ? '' : html`<code>${JSON.stringify(property.default)}</code>`}</td><td>${descriptionOf(property)}</td></tr>`)}
</tbody></table>`
}
