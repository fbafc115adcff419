import { createError, type StateStore } from '@svc/core'
import { jsonBytes } from '../params.ts'
import { keyspace, type Owner } from '../scope.ts'
import type { StoreSettings } from './settings.ts'
import { countedDelete, countedWrite } from './usage.ts'

export type Metadata = Record<string, string | number | boolean | null>
interface VectorEntry {
  v: number[]
  m: Metadata
  b: number
}

const vectorPrefix = (owner: Owner, collection: string) => `${keyspace(owner, 'vec')}${collection}:`
const dimensionKey = (owner: Owner, collection: string) => keyspace(owner, 'vecdim') + collection
const versionKey = (owner: Owner, collection: string) => keyspace(owner, 'vecver') + collection

/**
 * An in-memory copy of a collection for queries: vectors packed in one Float32Array, with
 * their norms. It is rebuilt when the collection's version counter moved (any host's write
 * bumps it), so queries stay correct on several hosts while repeated queries cost no reads.
 */
interface CollectionIndex {
  version: number
  dimension: number
  ids: string[]
  metadata: Metadata[]
  values: Float32Array
  norms: Float32Array
}
const indexes = new Map<string, CollectionIndex>()
/** Collections kept in memory per process; the least recently built one goes first. */
const MAX_INDEXES = 64

export async function vectorUpsert(state: StateStore, owner: Owner, limits: StoreSettings, collection: string, vectors: Array<{ id: string; values: number[]; metadata: Metadata }>) {
  const dimension = vectors[0]!.values.length
  // The first upsert fixes the collection's dimension; every later vector must match it.
  await state.setIfAbsent(dimensionKey(owner, collection), dimension)
  const fixed = await state.get<number>(dimensionKey(owner, collection))
  const wrong = vectors.find((vector) => vector.values.length !== fixed)
  if (wrong) throw createError('INVALID_INPUT', `vectors: "${wrong.id}" has ${wrong.values.length} dimensions; collection "${collection}" holds ${fixed}-dimensional vectors`, { details: { field: 'vectors' } })
  let created = 0
  for (const vector of vectors) {
    const key = vectorPrefix(owner, collection) + vector.id
    const entry: VectorEntry = { v: vector.values, m: vector.metadata, b: 0 }
    entry.b = jsonBytes(entry)
    const previous = await state.get<VectorEntry>(key)
    await countedWrite(state, owner, limits, previous?.b, entry.b, () => state.set(key, entry))
    if (!previous) created++
  }
  await state.increment(versionKey(owner, collection))
  return { collection, dimension: fixed, upserted: vectors.length, created }
}

export async function vectorDelete(state: StateStore, owner: Owner, collection: string, ids: string[]) {
  let deleted = 0
  for (const id of ids) {
    const key = vectorPrefix(owner, collection) + id
    const entry = await state.get<VectorEntry>(key)
    if (entry && (await state.delete(key))) {
      deleted++
      await countedDelete(state, owner, entry.b)
    }
  }
  if (deleted > 0) await state.increment(versionKey(owner, collection))
  return { collection, deleted }
}

async function loadIndex(state: StateStore, owner: Owner, collection: string): Promise<CollectionIndex | undefined> {
  const cacheKey = vectorPrefix(owner, collection)
  const version = (await state.get<number>(versionKey(owner, collection))) ?? 0
  const cached = indexes.get(cacheKey)
  if (cached && cached.version === version) return cached
  const dimension = await state.get<number>(dimensionKey(owner, collection))
  if (dimension === undefined) return undefined
  const ids: string[] = []
  const metadata: Metadata[] = []
  const rows: number[][] = []
  let cursor: string | null | undefined
  do {
    const page = await state.scan(cacheKey, { ...(cursor ? { cursor } : {}), limit: 1000 })
    for (const key of page.keys) {
      const entry = await state.get<VectorEntry>(key)
      if (!entry || entry.v.length !== dimension) continue
      ids.push(key.slice(cacheKey.length))
      metadata.push(entry.m)
      rows.push(entry.v)
    }
    cursor = page.cursor
  } while (cursor)
  const values = new Float32Array(rows.length * dimension)
  const norms = new Float32Array(rows.length)
  rows.forEach((row, i) => {
    let sum = 0
    for (let d = 0; d < dimension; d++) {
      values[i * dimension + d] = row[d]!
      sum += row[d]! * row[d]!
    }
    norms[i] = Math.sqrt(sum)
  })
  const index = { version, dimension, ids, metadata, values, norms }
  indexes.delete(cacheKey)
  indexes.set(cacheKey, index)
  if (indexes.size > MAX_INDEXES) indexes.delete(indexes.keys().next().value!)
  return index
}

/** Top-k by cosine similarity or dot product, after an equality filter on metadata. */
export async function vectorQuery(state: StateStore, owner: Owner, collection: string, options: { vector: number[]; topK: number; metric: 'cosine' | 'dot'; filter: Metadata; includeValues: boolean }) {
  const index = await loadIndex(state, owner, collection)
  if (!index) throw createError('NOT_FOUND', `No vector collection "${collection}"`)
  if (options.vector.length !== index.dimension) {
    throw createError('INVALID_INPUT', `vector: has ${options.vector.length} dimensions; collection "${collection}" holds ${index.dimension}-dimensional vectors`, { details: { field: 'vector' } })
  }
  const query = Float32Array.from(options.vector)
  let queryNorm = 0
  for (const x of query) queryNorm += x * x
  queryNorm = Math.sqrt(queryNorm)
  const filters = Object.entries(options.filter)
  // Locals and a 4-way unrolled dot product: this loop is the whole cost of a query.
  const { dimension, values, norms, metadata } = index
  const count = index.ids.length
  const tail = dimension - (dimension % 4)
  const cosine = options.metric === 'cosine'
  // A small sorted list of the best k: cheaper than sorting every score.
  const best: Array<{ i: number; score: number }> = []
  for (let i = 0; i < count; i++) {
    if (filters.length > 0 && !filters.every(([field, value]) => metadata[i]![field] === value)) continue
    const offset = i * dimension
    let a = 0
    let b = 0
    let c = 0
    let e = 0
    let d = 0
    let at = offset
    for (; d < tail; d += 4, at += 4) {
      a += values[at]! * query[d]!
      b += values[at + 1]! * query[d + 1]!
      c += values[at + 2]! * query[d + 2]!
      e += values[at + 3]! * query[d + 3]!
    }
    for (; d < dimension; d++, at++) a += values[at]! * query[d]!
    const dot = a + b + c + e
    const score = !cosine ? dot : norms[i] === 0 || queryNorm === 0 ? 0 : dot / (norms[i]! * queryNorm)
    if (best.length < options.topK || score > best[best.length - 1]!.score) {
      let at = best.length
      while (at > 0 && best[at - 1]!.score < score) at--
      best.splice(at, 0, { i, score })
      if (best.length > options.topK) best.pop()
    }
  }
  return {
    collection,
    metric: options.metric,
    matches: best.map(({ i, score }) => ({
      id: index.ids[i]!,
      score: Math.round(score * 1e6) / 1e6,
      metadata: index.metadata[i]!,
      ...(options.includeValues ? { values: Array.from(index.values.subarray(i * dimension, (i + 1) * dimension)) } : {}),
    })),
  }
}
