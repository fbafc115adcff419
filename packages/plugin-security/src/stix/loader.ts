import { durationMs, type Duration, type UpstreamClient } from '@svc/core'
import { type StixObject, stixBundle } from './bundle.ts'

/** How long a host keeps a bundle's index before downloading the bundle again. */
/** How long a bundle is kept, downloaded and indexed: the `cacheTtl` of the operations that load one. */
export const STIX_TTL: Duration = '1d'
export const STIX_TTL_MS = durationMs(STIX_TTL)!

export interface LoadedIndex<T> {
  index: T
  /** The bundle's URL, for `source.url`. */
  url: string
  loadedAt: number
}

interface Slot {
  held?: LoadedIndex<unknown>
  loading?: Promise<LoadedIndex<unknown>>
}

// One index per host (keyed by its state store) and bundle, so no cache outlives its host.
const hosts = new WeakMap<object, Map<string, Slot>>()

/**
 * The index `build` makes of a STIX bundle, downloaded once and kept a day per host. The bundles
 * (ATT&CK's is tens of megabytes) are larger than the toolkit's answer cache takes, so the host keeps
 * only the index, the few fields the operations answer; the raw bundle is dropped once indexed.
 * When the download fails, an index at most the upstream's `maxStaleSeconds` past its day is kept
 * in service; otherwise the failure (502, 429...) is the answer.
 */
export async function loadStixIndex<T>(host: object, client: UpstreamClient, path: string, build: (objects: StixObject[]) => T, now = Date.now()): Promise<LoadedIndex<T>> {
  let slots = hosts.get(host)
  if (!slots) hosts.set(host, (slots = new Map()))
  const key = `${client.definition.id} ${client.baseUrl}${path}`
  let slot = slots.get(key)
  if (!slot) slots.set(key, (slot = {}))
  const held = slot.held as LoadedIndex<T> | undefined
  if (held && now - held.loadedAt < STIX_TTL_MS) return held
  // One download per host at a time; not tied to one caller's signal, since others wait on it too.
  slot.loading ??= client.json(path, { schema: stixBundle })
    .then((response) => ({ index: build(response.data.objects), url: response.url, loadedAt: now }))
    .finally(() => {
      delete slot.loading
    })
  try {
    const loaded = (await slot.loading) as LoadedIndex<T>
    slot.held = loaded
    return loaded
  } catch (error) {
    const maxStaleMs = (client.definition.maxStaleSeconds ?? 0) * 1000
    if (held && now - held.loadedAt < STIX_TTL_MS + maxStaleMs) return held
    throw error
  }
}
