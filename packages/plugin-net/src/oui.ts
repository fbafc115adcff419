import { createRequire } from 'node:module'

export type Registry = 'MA-L' | 'MA-M' | 'MA-S'

export interface Assignment {
  registry: Registry
  /** The assigned block's prefix in hex digits (6, 7 or 9) and its length in bits (24, 28, 36). */
  prefix: string
  bits: 24 | 28 | 36
  vendor: { name: string; address: string[]; country: string | null }
  /** An MA-L block the IEEE Registration Authority splits into MA-M or MA-S blocks: more digits name the owner. */
  subdivided: boolean
}

interface Registries {
  entries: Record<string, string>
  subdivided: Set<string>
}

let registries: Registries | undefined

/** The IEEE MA-L, MA-M and MA-S registries as oui-data ships them (one 5 MB JSON), read on first use. */
function load(): Registries {
  if (registries) return registries
  const entries = createRequire(import.meta.url)('oui-data') as Record<string, string>
  const subdivided = new Set(Object.keys(entries).filter((key) => key.length > 6).map((key) => key.slice(0, 6)))
  registries = { entries, subdivided }
  return registries
}

/** The longest assigned block containing `hex` (MA-S, then MA-M, then MA-L), or null. */
export function lookup(hex: string): Assignment | null {
  const { entries, subdivided } = load()
  for (const [length, registry, bits] of [[9, 'MA-S', 36], [7, 'MA-M', 28], [6, 'MA-L', 24]] as const) {
    if (hex.length < length) continue
    const prefix = hex.slice(0, length)
    const record = entries[prefix]
    if (record === undefined) continue
    return { registry, prefix, bits, vendor: vendor(record), subdivided: length === 6 && subdivided.has(prefix) }
  }
  return null
}

/** oui-data joins the organization, its address lines and its country with newlines. */
function vendor(record: string): Assignment['vendor'] {
  const lines = record.split('\n').map((line) => line.trim()).filter(Boolean)
  const [name = '', ...rest] = lines
  return { name, address: rest.slice(0, -1), country: rest.at(-1) ?? null }
}
