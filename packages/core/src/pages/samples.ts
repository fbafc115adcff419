import type { PaymentRail } from '../rails/rail.ts'
import type { RegisteredOperation } from '../registry.ts'
import type { JsonSchema } from '../catalog/json-schema.ts'

type Property = Record<string, unknown>

/** Params for the samples and the try-it form: the operation's declared example, else each required param's default or a placeholder. */
export function sampleParams(operation: RegisteredOperation, schema: JsonSchema): Record<string, unknown> {
  const declared = operation.example?.params
  if (declared) return declared
  const properties = (schema.properties ?? {}) as Record<string, Property>
  const required = new Set((schema.required ?? []) as string[])
  const params: Record<string, unknown> = {}
  for (const [name, property] of Object.entries(properties)) {
    if (!required.has(name)) continue
    params[name] = property.default ?? (property.examples as unknown[] | undefined)?.[0] ?? (property.enum as unknown[] | undefined)?.[0] ?? placeholder(name, property)
  }
  return params
}

function placeholder(name: string, property: Property): unknown {
  if (property.type === 'integer' || property.type === 'number') return property.minimum ?? 1
  if (property.type === 'boolean') return true
  if (property.type === 'array') return []
  return `<${name}>`
}

/** A GET's query from its params: lists comma-separated (as core reads them), other objects as JSON. */
export const query = (params: Record<string, unknown>): string => new URLSearchParams(Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value)])).toString()
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

/** A free trial call with curl. */
export function curlSample(operation: RegisteredOperation, params: Record<string, unknown>, baseUrl: string): string {
  const url = `${baseUrl}${operation.path}`
  if (operation.method !== 'GET') return `curl -X POST ${shellQuote(`${url}?trial=1`)} \\\n  -H 'content-type: application/json' \\\n  -d ${shellQuote(JSON.stringify(params))}`
  const qs = query(params)
  return `curl ${shellQuote(`${url}?${qs ? `${qs}&` : ''}trial=1`)}`
}

/** curl with `trial=1`, TypeScript with @svc/client, and each rail's own (x402's Python SDK). */
export function samples(operation: RegisteredOperation, params: Record<string, unknown>, baseUrl: string, rails: readonly PaymentRail[] = []): Array<{ label: string; code: string }> {
  const url = `${baseUrl}${operation.path}`
  const curl = curlSample(operation, params, baseUrl)
  const typescript = `import { createClient } from '@svc/client'

// trial: one free call per operation per hour; add a wallet to pay (see @svc/client's README)
const svc = createClient({ baseUrl: '${baseUrl}', trial: true })
const { data, meta } = await svc.call('${operation.id}', ${JSON.stringify(params, null, 2)})
console.log(data, meta.cost)`
  return [
    { label: 'curl (free trial)', code: curl },
    { label: 'TypeScript (@svc/client)', code: typescript },
    ...rails.flatMap((rail) => rail.discovery?.samples?.({ operation, url, params }) ?? []),
  ]
}
