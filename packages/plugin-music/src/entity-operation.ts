import { defineOperation, forbidTogether, type OperationDefinition, requireOne, rowLimit, optionalText } from '@svc/core'
import * as v from 'valibot'
import { type Entity, type EntityType, lookupOrSearch, luceneText } from './mb.ts'
import { musicBrainz } from './upstreams/musicbrainz.ts'

/** A Lucene term matching the caller's words as a phrase in `field` (`artist:"AC\/DC"`). */
export const phrase = (field: string, text: string) => `${field}:"${luceneText(text)}"`

/** The artist input that narrows a title search (of recordings, of releases). */
export const narrowingArtist = optionalText(1, 200, 'Artist name, to narrow a title search')

/** The search inputs of an entity operation (title, artist, ISRC...). */
type SearchInput<E extends v.ObjectEntries> = v.InferOutput<v.ObjectSchema<E, undefined>>

interface EntitySearch<E extends v.ObjectEntries> {
  /** The search inputs, in the order the input lists them (between `id` and `limit`). */
  search: E
  /** The inputs that make a search on their own (others only narrow it): one of them or an id is needed, and none goes with an id. */
  searchBy: ReadonlyArray<keyof E & string>
  /** The Lucene terms of a search (falsy for an input not given), joined with AND. */
  terms: (input: SearchInput<E>) => Array<string | false | undefined>
}

/**
 * A GET operation on one MusicBrainz entity type: a lookup by its MusicBrainz id (mode lookup), or a search by the
 * `search` inputs (mode list, `limit` at most 25).
 */
export function entityOperation<S extends v.GenericSchema<unknown, Entity>, E extends v.ObjectEntries>(type: EntityType<S>, operation: Pick<OperationDefinition, 'name' | 'description' | 'keywords' | 'example'> & EntitySearch<E>) {
  const { search, searchBy, terms, ...described } = operation
  return defineOperation({
    ...described,
    method: 'GET',
    input: v.object({
      id: v.optional(v.pipe(v.string(), v.trim(), v.description(`MusicBrainz ${type.name} id (UUID)`))),
      ...search,
      limit: rowLimit(25, 5),
    }),
    upstreams: [musicBrainz],
    // A lookup by id is kept a day, a search 6 h.
    sources: [{ path: `/${type.name}/{id}`, cacheTtl: '1d' }, { path: `/${type.name}`, about: `MusicBrainz WS/2 \`GET /${type.name}?query=\` (search)`, cacheTtl: '6h' }],
    // Nothing to look for, or an id with search terms, can only fail: the 400 comes before any 402.
    check: (input) => {
      const given = input as Record<string, unknown>
      const by: readonly string[] = searchBy
      requireOne(given, [...by, 'id'])
      for (const field of by) forbidTogether(given, 'id', field)
    },
    handler(ctx) {
      const query = terms(ctx.input as SearchInput<E>).filter(Boolean).join(' AND ') || undefined
      return lookupOrSearch(type, ctx.input as { id?: string; limit: number }, query, ctx)
    },
  })
}
