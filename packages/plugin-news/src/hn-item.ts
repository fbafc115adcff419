import * as v from 'valibot'

/** An item of the Firebase API: only `id` is always there (deleted items carry little else). */
export const hnItemSchema = v.object({
  id: v.number(),
  type: v.optional(v.picklist(['job', 'story', 'comment', 'poll', 'pollopt'])),
  by: v.optional(v.string()),
  time: v.optional(v.number()),
  title: v.optional(v.string()),
  url: v.optional(v.string()),
  text: v.optional(v.string()),
  score: v.optional(v.number()),
  descendants: v.optional(v.number()),
  kids: v.optional(v.array(v.number()), []),
  parent: v.optional(v.number()),
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
    title: item.title ?? null,
    url: item.url || null,
    text: item.text ?? null,
    author: item.by ?? null,
    score: item.score ?? null,
    comments: item.descendants ?? null,
    createdAt: isoTime(item.time),
    parentId: item.parent ?? null,
    childIds: item.kids,
    pollOptionIds: item.parts,
    dead: item.dead,
    deleted: item.deleted,
    discussionUrl: `https://news.ycombinator.com/item?id=${item.id}`,
  }
}
