import { numberOrNull, textOrNull } from '@svc/core'
import * as v from 'valibot'

/** An item of the Firebase API: only `id` is always there (deleted items carry little else); a text or count left out is read as null. */
export const hnItemSchema = v.object({
  id: v.number(),
  type: v.optional(v.picklist(['job', 'story', 'comment', 'poll', 'pollopt'])),
  by: textOrNull,
  time: v.optional(v.number()),
  title: textOrNull,
  url: v.optional(v.string()),
  text: textOrNull,
  score: numberOrNull,
  descendants: numberOrNull,
  kids: v.optional(v.array(v.number()), []),
  parent: numberOrNull,
  parts: v.optional(v.array(v.number()), []),
  dead: v.optional(v.boolean(), false),
  deleted: v.optional(v.boolean(), false),
})

export type HnItem = v.InferOutput<typeof hnItemSchema>

/** Unix seconds -> ISO 8601 (UTC). */
export const isoTime = (seconds: number | undefined): string | null => (seconds === undefined ? null : new Date(seconds * 1000).toISOString())

/** The item as svc answers it: the API's members with readable names, times in ISO 8601. */
export function toNewsItem(item: HnItem) {
  return {
    id: item.id,
    type: item.type ?? null,
    title: item.title,
    url: item.url || null,
    text: item.text,
    author: item.by,
    score: item.score,
    comments: item.descendants,
    createdAt: isoTime(item.time),
    parentId: item.parent,
    childIds: item.kids,
    pollOptionIds: item.parts,
    dead: item.dead,
    deleted: item.deleted,
    discussionUrl: `https://news.ycombinator.com/item?id=${item.id}`,
  }
}
