import { createHash } from 'node:crypto'
import { createError, invalidField, type StateStore } from '@svc/core'
import { cappedTtlMs, expiresAt, keyspace, type Owner } from '../scope.ts'
import type { StoreSettings } from './settings.ts'
import { countedDelete, countedWrite } from './usage.ts'

/** A blob as stored: base64 bytes with their type, size and SHA-256. `b` is the size counted in the quota. */
interface BlobEntry {
  data: string
  contentType: string
  b: number
  sha256: string
  t: string
}

const blobKey = (owner: Owner, name: string) => keyspace(owner, 'blob') + name

export async function blobPut(state: StateStore, owner: Owner, limits: StoreSettings, name: string, base64: string, contentType: string, expectedSha256: string | undefined, ttlSeconds: number | undefined, now: number) {
  const bytes = Buffer.from(base64, 'base64')
  // Buffer.from ignores bad characters: a round trip tells a real base64 string.
  if (bytes.toString('base64').replace(/=+$/, '') !== base64.replace(/=+$/, '')) throw invalidField('data', 'must be base64')
  if (bytes.length > limits.maxBlobBytes) throw createError('PAYLOAD_TOO_LARGE', `data: ${bytes.length} bytes is over the ${limits.maxBlobBytes}-byte limit of one blob`, { details: { field: 'data' } })
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  if (expectedSha256 && expectedSha256.toLowerCase() !== sha256) {
    throw invalidField('sha256', `the data hashes to ${sha256}, not ${expectedSha256}: it was damaged on the way`)
  }
  const key = blobKey(owner, name)
  const ttlMs = cappedTtlMs(owner, ttlSeconds === undefined ? undefined : ttlSeconds * 1000)
  const entry: BlobEntry = { data: bytes.toString('base64'), contentType, b: bytes.length, sha256, t: new Date(now).toISOString() }
  const { replaced } = await countedWrite(state, owner, limits, 'blob', key, entry, bytes.length, ttlMs)
  return { name, bytes: bytes.length, contentType, sha256, created: !replaced, updatedAt: entry.t, expiresAt: expiresAt(ttlMs, now) }
}

export async function blobGet(state: StateStore, owner: Owner, name: string) {
  const entry = await state.get<BlobEntry>(blobKey(owner, name))
  if (!entry) throw createError('NOT_FOUND', `No blob "${name}"`)
  return { name, data: entry.data, contentType: entry.contentType, bytes: entry.b, sha256: entry.sha256, updatedAt: entry.t }
}

export async function blobDelete(state: StateStore, owner: Owner, name: string) {
  const deleted = await countedDelete(state, owner, blobKey(owner, name))
  return { name, deleted }
}

export async function blobList(state: StateStore, owner: Owner, options: { prefix: string; cursor?: string | undefined; limit: number }) {
  const space = keyspace(owner, 'blob')
  const page = await state.scan(space + options.prefix, { ...(options.cursor ? { cursor: options.cursor } : {}), limit: options.limit })
  const items = []
  for (const key of page.keys) {
    const entry = await state.get<BlobEntry>(key)
    if (entry) items.push({ name: key.slice(space.length), bytes: entry.b, contentType: entry.contentType, sha256: entry.sha256, updatedAt: entry.t })
  }
  return { items, cursor: page.cursor }
}
