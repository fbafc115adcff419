import { invalidField } from '@svc/core'
import * as v from 'valibot'

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = { [key: string]: JsonValue }

/** Deepest nesting the JSON operations walk; deeper documents are refused, not risked on the stack. */
export const MAX_DEPTH = 200

/** Any JSON value (the body is already parsed JSON), but present. */
export const jsonValue = v.custom<JsonValue>((input) => input !== undefined, 'is required')

/** A JSON object or array. */
export const jsonContainer = v.custom<JsonObject | JsonValue[]>(
  (input) => typeof input === 'object' && input !== null,
  'expected a JSON object or array',
)

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Refuses documents nested deeper than `max` levels (iteratively, so the check itself cannot overflow); returns how many values it holds. */
export function assertDepth(value: unknown, field: string, max = MAX_DEPTH): number {
  const stack: Array<[unknown, number]> = [[value, 0]]
  let nodes = 0
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!
    nodes += 1
    if (typeof node !== 'object' || node === null) continue
    if (depth >= max) throw invalidField(field, `nested deeper than ${max} levels`)
    for (const child of Object.values(node)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1])
      else nodes += 1
    }
  }
  return nodes
}

/** Sets an own enumerable member, even one named `__proto__`, without touching any prototype. */
export function setOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

export function hasOwn(target: object, key: string): boolean {
  return  Object.hasOwn(target, key)
}
