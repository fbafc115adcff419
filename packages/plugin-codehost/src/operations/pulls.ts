import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { labelNames, labelsSchema, login } from '../github.ts'
import { repositoryList } from '../repository-list.ts'
import { limit, page, repository } from '../params.ts'

/** GET /repos/{owner}/{repo}/pulls. */
const answer = v.array(v.object({
  number: v.number(),
  title: v.string(),
  state: v.string(),
  draft: v.optional(v.boolean(), false),
  html_url: v.string(),
  user: login,
  labels: labelsSchema,
  created_at: v.string(),
  updated_at: v.string(),
  closed_at: textOrNull,
  merged_at: textOrNull,
  head: v.object({ ref: v.string() }),
  base: v.object({ ref: v.string() }),
}))

export default repositoryList({
  name: 'pulls',
  description: 'Pull requests of a GitHub repository, open, closed or all: number, title, state, draft, merged or not, author, labels, head and base branches and dates.',
  input: v.object({
    ...repository,
    state: v.optional(v.pipe(v.picklist(['open', 'closed', 'all']), v.description('open (default), closed or all')), 'open'),
    base: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255), v.regex(/^[A-Za-z0-9._/-]+$/, 'must be a branch name'), v.description('Only pull requests into this branch'))),
    sort: v.optional(v.pipe(v.picklist(['created', 'updated', 'popularity', 'long-running']), v.description('created (default), updated, popularity or long-running, descending')), 'created'),
    limit,
    page,
  }),
  keywords: ['open pull requests', 'merge requests', 'prs of a repo', 'was it merged'],
  example: { params: { owner: 'octocat', repo: 'Hello-World', state: 'open', limit: 3 } },
  part: '/pulls',
  schema: answer,
  read: (input) => ({
    query: { state: input.state, base: input.base, sort: input.sort, direction: 'desc', per_page: input.limit, page: input.page },
  }),
  items: (rows) => rows.map((pull) => ({
    number: pull.number,
    title: pull.title,
    state: pull.state,
    draft: pull.draft,
    merged: pull.merged_at !== null,
    author: pull.user?.login ?? null,
    labels: labelNames(pull.labels),
    head: pull.head.ref,
    base: pull.base.ref,
    createdAt: pull.created_at,
    updatedAt: pull.updated_at,
    closedAt: pull.closed_at,
    mergedAt: pull.merged_at,
    url: pull.html_url,
  })),
})
