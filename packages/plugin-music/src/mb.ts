import { createError, invalidField, listAnswer, lookupAnswer, sourceOf, type OperationContext } from '@svc/core'
import * as v from 'valibot'
import { musicBrainz, userAgent } from './upstreams/musicbrainz.ts'

const MBID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One MusicBrainz entity type as an operation reads it. */
export interface EntityType<S extends v.GenericSchema> {
  /** `artist`, `recording`, `release` */
  name: string
  schema: S
  /** Extra data asked with a lookup (`inc=`). */
  include: string
  toItem: (entity: v.InferOutput<S>) => unknown
}

/** Escapes Lucene's special characters so a caller's words are searched as words. */
export const luceneText = (text: string): string => text.replace(/([+\-!(){}[\]^"~*?:\\/]|&&|\|\|)/g, '\\$1')

/** Each type's search-list schema, built at its first search rather than on every call. */
const listSchemas = new WeakMap<object, v.GenericSchema>()
function listSchemaOf<S extends v.GenericSchema>(type: EntityType<S>): v.GenericSchema {
  let schema = listSchemas.get(type)
  if (!schema) listSchemas.set(type, (schema = v.object({ count: v.number(), [`${type.name}s`]: v.array(type.schema) })))
  return schema
}

/** A lookup by MBID (mode lookup), or a search with a Lucene query (mode list). */
export async function lookupOrSearch<S extends v.GenericSchema>(type: EntityType<S>, input: { id?: string | undefined; limit: number }, query: string | undefined, ctx: Pick<OperationContext<unknown>, 'upstream' | 'settings'>) {
  const client = ctx.upstream(musicBrainz)
  const headers = userAgent(ctx.settings)
  if (input.id !== undefined) {
    if (!MBID.test(input.id)) throw invalidField('id', 'must be a MusicBrainz id (a UUID)')
    const response = await client.json(`/${type.name}/${input.id.toLowerCase()}`, { query: { inc: type.include, fmt: 'json' }, headers, schema: type.schema, acceptStatus: [404], cacheTtlMs: 24 * 3600_000 })
    if (response.status === 404) throw createError('NOT_FOUND', `MusicBrainz has no ${type.name} ${input.id}`)
    return lookupAnswer(type.toItem(response.data), sourceOf(musicBrainz, response.url), { mode: 'lookup' })
  }
  const response = await client.json(`/${type.name}`, { query: { query, limit: input.limit, fmt: 'json' }, headers, schema: listSchemaOf(type), cacheTtlMs: 6 * 3600_000 })
  const data = response.data as { count: number } & Record<string, Array<v.InferOutput<S>>>
  return listAnswer(data[`${type.name}s`]!.map(type.toItem), sourceOf(musicBrainz, response.url), { total: data.count, mode: 'list' })
}

export const artistCredit = v.optional(v.array(v.object({ name: v.string(), joinphrase: v.optional(v.string(), ''), artist: v.object({ id: v.string(), name: v.string() }) })), [])

/** "Artist A feat. Artist B" as MusicBrainz credits it, and the artists' ids. */
export function credit(credits: v.InferOutput<typeof artistCredit>) {
  return { artist: credits.map((part) => part.name + part.joinphrase).join('') || null, artists: credits.map((part) => ({ id: part.artist.id, name: part.artist.name })) }
}
