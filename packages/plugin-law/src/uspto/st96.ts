import { dayMember } from '@svc/core'
type Node = unknown

/** The first member `key` at any depth (the ST.96 document nests the case under several bags). */
export function find(node: Node, key: string): Node {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = find(child, key)
      if (found !== undefined) return found
    }
    return undefined
  }
  if (node && typeof node === 'object') {
    const record = node as Record<string, Node>
    if (key in record) return record[key]
    for (const child of Object.values(record)) {
      const found = find(child, key)
      if (found !== undefined) return found
    }
  }
  return undefined
}

/** Every member `key` at any depth, in document order. */
export function findAll(node: Node, key: string, into: Node[] = []): Node[] {
  if (Array.isArray(node)) for (const child of node) findAll(child, key, into)
  else if (node && typeof node === 'object') {
    for (const [name, child] of Object.entries(node as Record<string, Node>)) {
      if (name === key) into.push(...(Array.isArray(child) ? child : [child]))
      else findAll(child, key, into)
    }
  }
  return into
}

/** The text of an element (with or without attributes), or null. */
export function text(node: Node): string | null {
  if (node === undefined || node === null) return null
  if (typeof node === 'string' || typeof node === 'number') return String(node).trim() || null
  if (Array.isArray(node)) return text(node[0])
  if (typeof node === 'object' && '#text' in (node as Record<string, Node>)) return text((node as Record<string, Node>)['#text'])
  return null
}

export const textAt = (node: Node, key: string) => text(find(node, key))
/** "2018-04-03-04:00" or "2018-04-03T00:00:00" -> "2018-04-03". */
export const day = dayMember
