import { createError, invalidField, type StateStore } from '@svc/core'
import { jsonBytes } from '../params.ts'
import { keyspace, type Owner } from '../scope.ts'
import type { StoreSettings } from './settings.ts'
import { dotScratch, strideOf } from './_dot-kernel.ts'
import { topK, type ScoredRows } from './_top-k.ts'
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
 * An in-memory copy of a collection for queries: vectors packed in one Float32Array (in the SIMD
 * kernel's memory where WebAssembly SIMD runs), with their norms. It is rebuilt when the
 * collection's version counter moved (any host's write bumps it), so queries stay correct on
 * several hosts while repeated queries cost no reads.
 */
interface CollectionIndex extends ScoredRows {
  version: number
  ids: string[]
  metadata: Metadata[]
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
  if (wrong) throw invalidField('vectors', `"${wrong.id}" has ${wrong.values.length} dimensions; collection "${collection}" holds ${fixed}-dimensional vectors`)
  let created = 0
  for (const vector of vectors) {
    const key = vectorPrefix(owner, collection) + vector.id
    const entry: VectorEntry = { v: vector.values, m: vector.metadata, b: 0 }
    entry.b = jsonBytes(entry)
    const { replaced } = await countedWrite(state, owner, limits, 'vec', key, entry, entry.b, undefined)
    if (!replaced) created++
  }
  await state.increment(versionKey(owner, collection))
  return { collection, dimension: fixed, upserted: vectors.length, created }
}

export async function vectorDelete(state: StateStore, owner: Owner, collection: string, ids: string[]) {
  let deleted = 0
  for (const id of ids) {
    if (await countedDelete(state, owner, vectorPrefix(owner, collection) + id)) deleted++
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
  const stride = strideOf(dimension)
  const scratch = dotScratch(rows.length, stride)
  const values = scratch?.rows ?? new Float32Array(rows.length * stride)
  const norms = new Float32Array(rows.length)
  rows.forEach((row, i) => {
    let sum = 0
    for (let d = 0; d < dimension; d++) {
      values[i * stride + d] = row[d]!
      sum += row[d]! * row[d]!
    }
    norms[i] = Math.sqrt(sum)
  })
  const index: CollectionIndex = { version, dimension, stride, count: rows.length, ids, metadata, values, norms, scratch }
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
    throw invalidField('vector', `has ${options.vector.length} dimensions; collection "${collection}" holds ${index.dimension}-dimensional vectors`)
  }
  const query = new Float32Array(index.stride)
  query.set(options.vector)
  const filters = Object.entries(options.filter)
  const { metadata } = index
  const accept = filters.length === 0 ? undefined : (i: number) => filters.every(([field, value]) => metadata[i]![field] === value)
  const best = topK(index, { query, topK: options.topK, cosine: options.metric === 'cosine', ...(accept ? { accept } : {}) })
  return {
    collection,
    metric: options.metric,
    matches: best.map(({ i, score }) => ({
      id: index.ids[i]!,
      score: Math.round(score * 1e6) / 1e6,
      metadata: index.metadata[i]!,
      ...(options.includeValues ? { values: Array.from(index.values.subarray(i * index.stride, i * index.stride + index.dimension)) } : {}),
    })),
  }
}
