import { createHash } from 'node:crypto'
import type { StateStore } from '../state/types.ts'
import type { SearchEmbedder, SearchEntry, SearchHit, SearchIndex } from './index.ts'

/**
 * The semantic layer of endpoint search, when a plugin gives the host an embedder (PluginSearch.embedder,
 * e.g. plugin-ai's through the configured AI provider): the operations' descriptions are embedded once
 * and kept in state per model (an entry whose text changed is embedded again), each query is embedded
 * with a short timeout and kept in a small cache, and the lexical rank takes how near each entry is in
 * meaning (search.ts rank(), `semantic`). Without an embedder, before the descriptions are embedded, or
 * when the embedder fails or is slow, the answer is the lexical search's.
 */
export interface SemanticOptions {
  /** The host's embedder, made on first use; undefined when none is configured. */
  embedder: () => SearchEmbedder | undefined
  state: StateStore
  log: (message: string) => void
  now: () => number
  /** How long a query's embedding may take before the answer goes without it (default 1500 ms). */
  queryTimeoutMs?: number
}

type Ranking = SearchIndex & { search(query: string, limit?: number, semantic?: ArrayLike<number>): SearchHit[] }

/** What the state keeps per model: text hash -> base64 of the little-endian float32 vector. */
interface Stored {
  vectors: Record<string, string>
}

const QUERY_TIMEOUT_MS = 1500
const CATALOG_TIMEOUT_MS = 60_000
/** Texts per embedding request when the catalog is embedded. */
const BATCH = 64
/** Queries whose embedding is kept in memory. */
const QUERY_CACHE = 1000
/** After a failed catalog embedding, the next try waits this long. */
const RETRY_MS = 5 * 60_000
/**
 * Nearness from the cosine's z-score among all entries (so it reads the same whatever the model's
 * cosines look like): at or under Z_FLOOR nothing, Z_TOP and above 1.
 */
const Z_FLOOR = 1.5
const Z_TOP = 4.5

export function withSemanticLayer(index: Ranking, entries: () => SearchEntry[], options: SemanticOptions): SearchIndex & { prepare(): Promise<boolean> } {
  let made = false
  let embedder: SearchEmbedder | undefined
  let catalog: Promise<Float32Array[] | undefined> | undefined
  let catalogVectors: Float32Array[] | undefined
  let failedAt = Number.NEGATIVE_INFINITY
  const queries = new Map<string, Float32Array>()
  const timeout = options.queryTimeoutMs ?? QUERY_TIMEOUT_MS

  const prepare = (): Promise<Float32Array[] | undefined> => {
    if (!made) {
      made = true
      embedder = options.embedder()
    }
    if (!embedder) return Promise.resolve(undefined)
    if (catalogVectors) return Promise.resolve(catalogVectors)
    if (!catalog && options.now() - failedAt >= RETRY_MS) {
      const model = embedder
      catalog = embedCatalog(model, entries(), options.state)
        .then((vectors) => (catalogVectors = vectors))
        .catch((error: unknown) => {
          failedAt = options.now()
          catalog = undefined
          options.log(`search: the operations' descriptions could not be embedded with ${model.model} (${error instanceof Error ? error.message : String(error)}); lexical search only, next try in ${RETRY_MS / 60_000} minutes`)
          return undefined
        })
    }
    return catalog ?? Promise.resolve(undefined)
  }

  const queryVector = async (model: SearchEmbedder, query: string): Promise<Float32Array | undefined> => {
    const key = query.trim().toLowerCase()
    const cached = queries.get(key)
    if (cached) return cached
    try {
      const [vector] = await model.embed([query], AbortSignal.timeout(timeout))
      if (!vector || vector.length === 0) return undefined
      const found = new Float32Array(vector)
      if (queries.size >= QUERY_CACHE) queries.delete(queries.keys().next().value!)
      queries.set(key, found)
      return found
    } catch {
      return undefined
    }
  }

  return {
    get size() {
      return index.size
    },
    search: (query, limit) => index.search(query, limit),
    async find(query, limit) {
      void prepare()
      const model = embedder
      // The catalog is embedded in the background: until it is, answers are lexical.
      if (!model || !catalogVectors) return index.search(query, limit)
      const vector = await queryVector(model, query)
      if (!vector || vector.length !== catalogVectors[0]?.length) return index.search(query, limit)
      return index.search(query, limit, nearness(vector, catalogVectors))
    },
    prepare: async () => (await prepare()) !== undefined,
  }
}

/** The text an entry is embedded from: what it is called and what it does. */
export function embeddedText(entry: SearchEntry): string {
  return `${entry.id}: ${entry.description}${entry.keywords?.length ? ` (${entry.keywords.join(', ')})` : ''}`
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22)
const stateKey = (model: string) => `search:embeddings:${createHash('sha256').update(model).digest('base64url').slice(0, 22)}`

/** Every entry's vector: those stored for the model's texts, the others embedded now and stored. */
async function embedCatalog(model: SearchEmbedder, entries: SearchEntry[], state: StateStore): Promise<Float32Array[]> {
  const key = stateKey(model.model)
  const stored = (await state.get<Stored>(key))?.vectors ?? {}
  const hashes = entries.map((entry) => hashOf(embeddedText(entry)))
  const missing = entries.map((entry, i) => ({ text: embeddedText(entry), hash: hashes[i]! })).filter(({ hash }) => stored[hash] === undefined)
  for (let start = 0; start < missing.length; start += BATCH) {
    const batch = missing.slice(start, start + BATCH)
    const vectors = await model.embed(batch.map(({ text }) => text), AbortSignal.timeout(CATALOG_TIMEOUT_MS))
    if (vectors.length !== batch.length) throw new Error(`${vectors.length} vectors for ${batch.length} texts`)
    batch.forEach(({ hash }, i) => (stored[hash] = encode(vectors[i]!)))
  }
  const vectors = hashes.map((hash) => decode(stored[hash]!))
  if (vectors.some((vector) => vector.length === 0 || vector.length !== vectors[0]!.length)) throw new Error('vectors of different lengths')
  // Only this catalog's texts are kept: a description that changed leaves no stale vector behind.
  if (missing.length > 0 || Object.keys(stored).length !== new Set(hashes).size) await state.set(key, { vectors: Object.fromEntries(hashes.map((hash) => [hash, stored[hash]!])) } satisfies Stored)
  return vectors
}

function encode(vector: readonly number[]): string {
  return Buffer.from(new Float32Array(vector).buffer).toString('base64')
}

function decode(text: string): Float32Array {
  const bytes = Buffer.from(text, 'base64')
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
}

/** Per entry, 0..1: how far its cosine with the query stands above the other entries' (z-score). */
export function nearness(query: Float32Array, entries: readonly Float32Array[]): Float32Array {
  const cosines = entries.map((entry) => cosine(query, entry))
  const mean = cosines.reduce((sum, value) => sum + value, 0) / cosines.length
  const spread = Math.sqrt(cosines.reduce((sum, value) => sum + (value - mean) ** 2, 0) / cosines.length) || 1
  return Float32Array.from(cosines, (value) => Math.min(1, Math.max(0, ((value - mean) / spread - Z_FLOOR) / (Z_TOP - Z_FLOOR))))
}

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0
  let aa = 0
  let bb = 0
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!
    aa += a[i]! * a[i]!
    bb += b[i]! * b[i]!
  }
  return aa === 0 || bb === 0 ? 0 : dot / Math.sqrt(aa * bb)
}
