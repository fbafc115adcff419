import { createError, invalidField } from '@svc/core'
import { hasOwn, isObject, MAX_DEPTH, setOwn, type JsonObject, type JsonValue } from './json.ts'

export type ArrayStyle = 'dot' | 'bracket'

export interface FlattenOptions {
  separator: string
  arrayStyle: ArrayStyle
  /** Keys have at most this many segments; deeper values stay nested. */
  maxDepth?: number
  /** Field named in errors. */
  field: string
  /** Past this many keys the call fails with RESULT_TOO_LARGE. */
  maxKeys: number
}

/** `{a: {b: [1]}}` → `{"a.b.0": 1}` (or `a.b[0]`); empty objects and arrays stay as leaf values. */
export function flattenJson(root: JsonObject | JsonValue[], options: FlattenOptions): JsonObject {
  const out = new Map<string, JsonValue>()
  const visit = (value: JsonValue, path: string, depth: number): void => {
    const container = typeof value === 'object' && value !== null
    const entries = container ? Object.entries(value) : []
    if (path !== '' && (entries.length === 0 || depth >= (options.maxDepth ?? Infinity))) {
      if (out.has(path)) throw invalidField(options.field, `two members flatten to the same key "${path}"; choose another separator`)
      if (out.size === options.maxKeys) {
        throw createError('RESULT_TOO_LARGE', `${options.field}: flattens to more than ${options.maxKeys} keys`, { details: { field: options.field } })
      }
      out.set(path, value)
      return
    }
    const isArray = Array.isArray(value)
    for (const [key, child] of entries) {
      visit(child, join(path, key, isArray, options), depth + 1)
    }
  }
  visit(root, '', 0)
  // fromEntries defines own members, so a "__proto__" key stays data.
  return Object.fromEntries(out)
}

function join(path: string, key: string, index: boolean, options: FlattenOptions): string {
  if (index && options.arrayStyle === 'bracket') return `${path}[${key}]`
  return path === '' ? key : `${path}${options.separator}${key}`
}

type Segment = string | number

const INDEX = /^(?:0|[1-9]\d*)$/

function segmentsOf(key: string, options: FlattenOptions): Segment[] {
  const parts = key.split(options.separator)
  if (options.arrayStyle === 'dot') return parts.map((part) => (INDEX.test(part) ? Number(part) : part))
  const segments: Segment[] = []
  for (const part of parts) {
    const match = /^(.*?)((?:\[(?:0|[1-9]\d*)\])*)$/s.exec(part)!
    const name = match[1]!
    const indices = match[2]!
    if (name !== '' || indices === '') segments.push(name)
    for (const index of indices.matchAll(/\[(\d+)\]/g)) segments.push(Number(index[1]))
  }
  return segments
}

/** The inverse of flattenJson: numeric segments (dot style) or `[n]` (bracket style) make arrays; holes become null. */
export function unflattenJson(flat: JsonObject, options: FlattenOptions): JsonObject | JsonValue[] {
  const keys = Object.keys(flat)
  const maxIndex = Math.max(keys.length, 1000)
  // Containers made here, as opposed to values the caller gave (which are leaves, even when objects).
  const created = new Set<object>()
  const make = (index: boolean): JsonObject | JsonValue[] => {
    const container = index ? [] : {}
    created.add(container)
    return container
  }
  const conflict = (key: string) => invalidField(options.field, `key "${key}" conflicts with another key (a value cannot also hold members)`)
  let root: JsonObject | JsonValue[] | undefined
  for (const key of keys) {
    const segments = segmentsOf(key, options)
    if (segments.length > MAX_DEPTH) throw invalidField(options.field, `key "${key.slice(0, 40)}…" has ${segments.length} segments; at most ${MAX_DEPTH}`)
    for (const segment of segments) {
      if (typeof segment === 'number' && segment >= maxIndex) throw invalidField(options.field, `key "${key}": array index ${segment} is too large (at most ${maxIndex - 1})`)
    }
    root ??= make(typeof segments[0] === 'number')
    let node = root
    segments.forEach((segment, i) => {
      if (typeof segment === 'number' ? !Array.isArray(node) : !isObject(node)) throw conflict(key)
      const existing = read(node, segment)
      if (i === segments.length - 1) {
        if (existing !== undefined) throw conflict(key)
        write(node, segment, flat[key]!)
      } else if (existing === undefined) {
        const child = make(typeof segments[i + 1] === 'number')
        write(node, segment, child)
        node = child
      } else if (typeof existing === 'object' && existing !== null && created.has(existing)) {
        node = existing
      } else {
        throw conflict(key)
      }
    })
  }
  for (const container of created) {
    if (!Array.isArray(container)) continue
    for (let i = 0; i < container.length; i += 1) if (!(i in container)) container[i] = null
  }
  return root ?? {}
}

function read(node: JsonObject | JsonValue[], segment: Segment): JsonValue | undefined {
  if (Array.isArray(node)) return node[segment as number]
  return hasOwn(node, segment as string) ? node[segment as string] : undefined
}

function write(node: JsonObject | JsonValue[], segment: Segment, value: JsonValue): void {
  if (Array.isArray(node)) node[segment as number] = value
  else setOwn(node, segment as string, value)
}
