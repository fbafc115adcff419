import type { JsonSchema } from '@svc/client'
import { UsageError } from './io.ts'

/**
 * `key=value` pairs typed by the operation's JSON Schema (numbers, booleans, comma lists, JSON objects);
 * `key:=<json>` takes the value as JSON as it is. A key given twice makes a list.
 */
export function parseParams(pairs: string[], schema: JsonSchema): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const params: Record<string, unknown> = {}
  for (const pair of pairs) {
    const match = /^([^=:]+)(:?=)([\s\S]*)$/.exec(pair)
    if (!match) throw new UsageError(`"${pair}" is not key=value (or key:=json)`)
    const [, key, operator, raw] = match as unknown as [string, string, string, string]
    const value = operator === ':=' ? parseJson(key, raw) : typed(key, raw, properties[key])
    params[key] = key in params ? [params[key], value].flat() : value
  }
  return params
}

function parseJson(key: string, raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    throw new UsageError(`${key}:= takes JSON; "${raw}" is not JSON`)
  }
}

function typesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return []
  if (typeof schema.type === 'string') return [schema.type]
  if (Array.isArray(schema.type)) return schema.type as string[]
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  return union ? union.flatMap(typesOf) : []
}

function typed(key: string, raw: string, schema: JsonSchema | undefined): unknown {
  const types = typesOf(schema)
  if (types.includes('string') || types.length === 0) return raw
  if (types.includes('number') || types.includes('integer')) {
    const number = Number(raw)
    if (raw.trim() === '' || !Number.isFinite(number)) throw new UsageError(`${key} takes a number; "${raw}" is not one`)
    return number
  }
  if (types.includes('boolean')) {
    if (raw === 'true' || raw === 'false') return raw === 'true'
    throw new UsageError(`${key} takes true or false`)
  }
  if (types.includes('array')) return raw === '' ? [] : raw.split(',').map((item) => typed(key, item, schema?.items as JsonSchema | undefined))
  return parseJson(key, raw)
}
