import { defineOperation, listAnswer, sourceOf, type Duration, type OperationAlias, type UpstreamDefinition } from '@svc/core'
import type * as v from 'valibot'

interface VenueList<S extends v.ObjectSchema<any, any>, R extends v.GenericSchema> {
  upstream: UpstreamDefinition
  /** The venue's list path (`/events`, `/markets`, `/trades`): the operation's source. */
  path: string
  input: S
  /** Refuses what can only fail (before any payment). */
  check?: (input: v.InferOutput<S>) => void
  /** The venue's query for the caller's input. */
  query: (input: v.InferOutput<S>) => Record<string, string | number | boolean | undefined>
  /** The answer: an array of rows. */
  rows: v.ArraySchema<R, undefined>
  /** How long an answer keeps: the operation's `cacheTtl`. */
  cacheTtl: Duration
  item: (row: v.InferOutput<R>) => unknown
}

/** How an operation is shown: its name, what it answers, the words agents use for it, and the names it is also served under. */
interface Described {
  name: string
  description: string
  keywords: string[]
  aliases?: OperationAlias[]
}

/** A GET operation answering one page of a venue's rows for the caller's query, each row as an item; the venue gives no total. */
export function venueOperation<S extends v.ObjectSchema<any, any>, R extends v.GenericSchema>(operation: Described & VenueList<S, R>) {
  const { name, description, keywords, aliases, upstream: venue, path, input, check, query, rows, cacheTtl, item } = operation
  return defineOperation({
    name,
    method: 'GET',
    description,
    input,
    upstreams: [venue],
    cacheTtl,
    sources: [{ path }],
    keywords,
    ...(aliases ? { aliases } : {}),
    ...(check ? { check } : {}),
    async handler({ input, upstream }) {
      const response = await upstream(venue).json(path, { query: query(input), schema: rows })
      return listAnswer((response.data as v.InferOutput<R>[]).map(item), sourceOf(venue, response.url), { total: null })
    },
  })
}

/**
 * A list of one venue's rows served under a name and its aliases (`events` and `marketA-events`...): the operation
 * once the list is named.
 */
export function venueList<S extends v.ObjectSchema<any, any>, R extends v.GenericSchema>(list: VenueList<S, R>) {
  return (name: string, description: string, keywords: string[], aliases: OperationAlias[]) => venueOperation({ name, description, keywords, aliases, ...list })
}
