import { invalidField, listAnswer, lookupAnswer, sourceOf, type OperationContext } from '@svc/core'
import * as v from 'valibot'
import { musicBrainz, SUPPLEMENTARY_WITHHELD, supplementaryAccepted, userAgent } from './upstreams/musicbrainz.ts'

const MBID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What every MusicBrainz entity carries: its MBID, and in a search answer its match score. */
export type Entity = { id: string; score?: number | undefined }

/** One MusicBrainz entity type as an operation reads it. */
export interface EntityType<S extends v.GenericSchema<unknown, Entity>> {
  /** `artist`, `recording`, `release` */
  name: string
  schema: S
  /** Extra core data asked with a lookup (`inc=`). */
  include?: string
  /**
   * Supplementary data (CC BY-NC-SA 3.0) the type answers: its `inc=` for a lookup and the item fields it fills. Asked and
   * answered only when the operator accepts that licence; otherwise the fields are null and `meta.withheld` says why.
   */
  supplementary?: { include: string; fields: readonly string[] }
  /** The item's own members (the score and the musicbrainz.org link follow them); `supplementary` false: its supplementary fields null. */
  toItem: (entity: v.InferOutput<S>, supplementary: boolean) => Record<string, unknown>
}

/** An entity as the operations answer it: the type's members, then the search score (null for a lookup) and its page on musicbrainz.org. */
function itemOf<S extends v.GenericSchema<unknown, Entity>>(type: EntityType<S>, entity: v.InferOutput<S>, supplementary: boolean) {
  return { ...type.toItem(entity, supplementary), score: entity.score ?? null, url: `https://musicbrainz.org/${type.name}/${entity.id}` }
}

/** Escapes Lucene's special characters so a caller's words are searched as words. */
export const luceneText = (text: string): string => text.replace(/([+\-!(){}[\]^"~*?:\\/]|&&|\|\|)/g, '\\$1')

/** Each type's search-list schema, built at its first search rather than on every call. */
const listSchemas = new WeakMap<object, v.GenericSchema>()
function listSchemaOf<S extends v.GenericSchema<unknown, Entity>>(type: EntityType<S>): v.GenericSchema {
  let schema = listSchemas.get(type)
  if (!schema) listSchemas.set(type, (schema = v.object({ count: v.number(), [`${type.name}s`]: v.array(type.schema) })))
  return schema
}

/** A lookup by MBID (mode lookup), or a search with a Lucene query (mode list). */
export async function lookupOrSearch<S extends v.GenericSchema<unknown, Entity>>(type: EntityType<S>, input: { id?: string | undefined; limit: number }, query: string | undefined, ctx: Pick<OperationContext<unknown>, 'upstream' | 'settings' | 'config'>) {
  const client = ctx.upstream(musicBrainz)
  const headers = userAgent(ctx.settings)
  const supplementary = supplementaryAccepted(ctx.config)
  const meta = type.supplementary && !supplementary ? { withheld: { fields: type.supplementary.fields, reason: SUPPLEMENTARY_WITHHELD } } : undefined
  if (input.id !== undefined) {
    if (!MBID.test(input.id)) throw invalidField('id', 'must be a MusicBrainz id (a UUID)')
    const include = [type.include, supplementary ? type.supplementary?.include : undefined].filter(Boolean).join('+')
    const response = await client.json(`/${type.name}/${input.id.toLowerCase()}`, { query: { ...(include ? { inc: include } : {}), fmt: 'json' }, headers, schema: type.schema, notFound: `MusicBrainz has no ${type.name} ${input.id}` })
    return lookupAnswer(itemOf(type, response.data, supplementary), sourceOf(musicBrainz, response.url), { mode: 'lookup', ...(meta ? { meta } : {}) })
  }
  const response = await client.json(`/${type.name}`, { query: { query, limit: input.limit, fmt: 'json' }, headers, schema: listSchemaOf(type) })
  const data = response.data as { count: number } & Record<string, Array<v.InferOutput<S>>>
  return listAnswer(data[`${type.name}s`]!.map((entity) => itemOf(type, entity, supplementary)), sourceOf(musicBrainz, response.url), { total: data.count, mode: 'list', ...(meta ? { meta } : {}) })
}

export const artistCredit = v.optional(v.array(v.object({ name: v.string(), joinphrase: v.optional(v.string(), ''), artist: v.object({ id: v.string(), name: v.string() }) })), [])

/** "Artist A feat. Artist B" as MusicBrainz credits it, and the artists' ids. */
export function credit(credits: v.InferOutput<typeof artistCredit>) {
  return { artist: credits.map((part) => part.name + part.joinphrase).join('') || null, artists: credits.map((part) => ({ id: part.artist.id, name: part.artist.name })) }
}

/** The head of a credited work's item (a recording, a release): its id and title, then who it is credited to. */
export const creditedWork = (work: { id: string; title: string; 'artist-credit': v.InferOutput<typeof artistCredit> }) => ({ id: work.id, title: work.title, ...credit(work['artist-credit']) })
