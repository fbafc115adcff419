import { createError, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { hnItemSchema, type HnItem } from './hn-item.ts'

const maybeItem = v.nullable(hnItemSchema)

/** Items live for a minute in the cache: scores and comment counts move fast. */

/** One item by id; the API answers `null` for an id that does not exist. */
export async function fetchItem(client: UpstreamClient, id: number): Promise<{ item: HnItem; url: string }> {
  const response = await client.json(`/item/${id}.json`, { schema: maybeItem })
  if (!response.data) throw createError('NOT_FOUND', `No Hacker News item has id ${id}`)
  return { item: response.data, url: response.url }
}

/** Several items at once (the API has no batch call); ids that no longer resolve are left out. */
export async function fetchItems(client: UpstreamClient, ids: number[]): Promise<HnItem[]> {
  const answers = await Promise.all(ids.map((id) => client.json(`/item/${id}.json`, { schema: maybeItem })))
  return answers.flatMap((answer) => (answer.data ? [answer.data] : []))
}
