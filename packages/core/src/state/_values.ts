import type { SetOptions } from './types.ts'

export function ttlOf(options: SetOptions | undefined): number | undefined {
  const ttl = options?.ttlMs
  if (ttl === undefined) return undefined
  if (!Number.isFinite(ttl) || ttl <= 0) throw new TypeError(`ttlMs must be a positive number, got ${ttl}`)
  return Math.ceil(ttl)
}

export function toJson(value: unknown): string {
  const json = JSON.stringify(value)
  if (json === undefined) throw new TypeError('state values must be JSON-serializable')
  return json
}
