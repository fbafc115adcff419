import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'

/** One digital-currency address of an SDN entry. */
export const sanctionedAddress = v.object({
  address: v.string(),
  currency: v.string(),
  entityUid: v.string(),
  idUid: v.nullable(v.string()),
  name: v.string(),
  sdnType: v.nullable(v.string()),
  programs: v.array(v.string()),
})
export type SanctionedAddress = v.InferOutput<typeof sanctionedAddress>

/** The embedded list: what `pnpm refresh-sanctions` writes to data/ofac-sdn-addresses.json. */
export const snapshotSchema = v.object({
  source: v.string(),
  sourceUrl: v.string(),
  /** The list's own Publish_Date (ISO), null for the seed snapshot. */
  publishDate: v.nullable(v.string()),
  recordCount: v.nullable(v.number()),
  /** True only for a snapshot generated from a whole downloaded list. */
  complete: v.boolean(),
  generatedAt: v.string(),
  note: v.optional(v.string()),
  addresses: v.array(sanctionedAddress),
})
export type Snapshot = v.InferOutput<typeof snapshotSchema>

export const SNAPSHOT_FILE = 'ofac-sdn-addresses.json'

/** The package's data/ folder, from the sources (src/sanctions) or the build (dist). */
export function bundledSnapshotPath(): string {
  for (const relative of [`../data/${SNAPSHOT_FILE}`, `../../data/${SNAPSHOT_FILE}`]) {
    const path = fileURLToPath(new URL(relative, import.meta.url))
    if (existsSync(path)) return path
  }
  throw new Error(`${SNAPSHOT_FILE} is missing from the package`)
}

export interface SanctionsIndex {
  snapshot: Omit<Snapshot, 'addresses'>
  byAddress: Map<string, SanctionedAddress[]>
}

const loaded = new Map<string, Promise<SanctionsIndex>>()

/** Loads a snapshot once per path (lazily, on first screening) and indexes it by lower-cased address. */
export function loadSanctions(path: string): Promise<SanctionsIndex> {
  let index = loaded.get(path)
  if (!index) {
    index = readFile(path, 'utf8').then((text) => {
      const { addresses, ...snapshot } = v.parse(snapshotSchema, JSON.parse(text))
      const byAddress = new Map<string, SanctionedAddress[]>()
      for (const entry of addresses) {
        const key = entry.address.trim().toLowerCase()
        byAddress.set(key, [...(byAddress.get(key) ?? []), entry])
      }
      return { snapshot, byAddress }
    })
    index.catch(() => loaded.delete(path))
    loaded.set(path, index)
  }
  return index
}
