import * as v from 'valibot'
import { unescapeHtml } from '../entities.ts'
import { isoTime } from '../search-params.ts'

/** GET /2.3/search/advanced: `items` (questions) and `has_more`; unix seconds; titles HTML-escaped. */
export const searchAnswer = v.object({
  items: v.array(v.object({
    question_id: v.number(),
    title: v.string(),
    link: v.string(),
    tags: v.optional(v.array(v.string()), []),
    score: v.number(),
    answer_count: v.number(),
    view_count: v.optional(v.number()),
    is_answered: v.boolean(),
    accepted_answer_id: v.optional(v.number()),
    creation_date: v.number(),
    last_activity_date: v.optional(v.number()),
    closed_date: v.optional(v.number()),
    owner: v.optional(v.object({ display_name: v.optional(v.string()), link: v.optional(v.string()) })),
    content_license: v.optional(v.string()),
  })),
  has_more: v.boolean(),
})
/** The error wrapper of every Stack Exchange method (HTTP 400). */
export const searchFailure = v.object({ error_id: v.number(), error_name: v.string(), error_message: v.string() })

/** One question as qasite-search answers it. */
export const questionItem = (question: v.InferOutput<typeof searchAnswer>['items'][number]) => ({
  id: question.question_id,
  title: unescapeHtml(question.title),
  url: question.link,
  tags: question.tags,
  score: question.score,
  answers: question.answer_count,
  views: question.view_count ?? null,
  answered: question.is_answered,
  acceptedAnswerId: question.accepted_answer_id ?? null,
  closed: question.closed_date !== undefined,
  author: question.owner?.display_name ? unescapeHtml(question.owner.display_name) : null,
  createdAt: isoTime(question.creation_date),
  lastActivityAt: isoTime(question.last_activity_date),
  license: question.content_license ?? null,
})
