import { isDeepStrictEqual } from 'node:util'

const isContainer = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object'

/** Dot paths (`items.0.id`) where two answers differ, as deep as both still have the same shape. */
export function differingPaths(a: unknown, b: unknown, path = ''): string[] {
  if (isDeepStrictEqual(a, b)) return []
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return [path || '.']
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (!isDeepStrictEqual(keysA, keysB)) return [path || '.']
  return keysA.flatMap((key) => differingPaths(a[key], b[key], path ? `${path}.${key}` : key))
}

/** The answer with the value at each present path replaced by `marker`; the paths it lacks are returned. */
export function maskPaths(answer: unknown, paths: string[], marker: string): { masked: unknown; missing: string[] } {
  const masked = structuredClone(answer)
  const missing: string[] = []
  for (const path of paths) {
    if (path === '.') return { masked: marker, missing }
    const keys = path.split('.')
    let node: unknown = masked
    for (const key of keys.slice(0, -1)) node = isContainer(node) ? node[key] : undefined
    const last = keys.at(-1)!
    if (isContainer(node) && Object.hasOwn(node, last)) node[last] = marker
    else missing.push(path)
  }
  return { masked, missing }
}

/** Where a live answer first differs from the recorded one, with both values (cut), for a failure message. */
export function firstDifference(recorded: unknown, live: unknown): string {
  const path = differingPaths(recorded, live)[0] ?? '.'
  const at = (value: unknown) => path === '.' ? value : path.split('.').reduce<unknown>((node, key) => (isContainer(node) ? node[key] : undefined), value)
  const show = (value: unknown) => (JSON.stringify(value) ?? 'undefined').slice(0, 160)
  return `at ${path}: recorded ${show(at(recorded))}, now ${show(at(live))}`
}
