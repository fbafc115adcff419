import { defineOperation, listAnswer, sourceOf, type OperationAlias, type UpstreamDefinition } from '@svc/core'
import type * as v from 'valibot'

interface VenueList<S extends v.ObjectSchema<any, any>, R extends v.GenericSchema> {
  upstream: UpstreamDefinition
  /** The venue's list path (`/events`, `/markets`, `/trades`). */
  path: string
  input: S
  /** Refuses what can only fail (before any payment). */
  check?: (input: v.InferOutput<S>) => void
  /** The venue's query for the caller's input. */
  query: (input: v.InferOutput<S>) => Record<string, string | number | boolean | undefined>
  /** The answer: an array of rows. */
  rows: v.ArraySchema<R, undefined>
  cacheTtlMs: number
  item: (row: v.InferOutput<R>) => unknown
}

/**
 * A list of one venue's rows (served under a name and its aliases: `events` and `marketA-events`...): the venue's
 * page for the caller's query, each row as an item; the venue gives no total.
 */
export function venueList<S extends v.ObjectSchema<any, any>, R extends v.GenericSchema>(list: VenueList<S, R>) {
  return (name: string, description: string, keywords: string[], aliases: OperationAlias[]) =>
    defineOperation({
      name,
      method: 'GET',
      description,
      input: list.input,
      upstreams: [list.upstream],
      keywords,
      aliases,
      ...(list.check ? { check: list.check } : {}),
      async handler({ input, upstream }) {
        const response = await upstream(list.upstream).json(list.path, { query: list.query(input), schema: list.rows, cacheTtlMs: list.cacheTtlMs })
        return listAnswer((response.data as v.InferOutput<R>[]).map(list.item), sourceOf(list.upstream, response.url), { total: null })
      },
    })
}
