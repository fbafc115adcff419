import { invalidField, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { labelNames, labelsSchema, login } from '../github.ts'
import { repositoryList } from '../repository-list.ts'
import { limit, page, repository } from '../params.ts'

/** GET /repos/{owner}/{repo}/issues: pull requests are issues too there (they carry `pull_request`). */
const answer = v.array(v.object({
  number: v.number(),
  title: v.string(),
  state: v.string(),
  state_reason: textOrNull,
  html_url: v.string(),
  user: login,
  labels: labelsSchema,
  assignees: v.nullish(v.array(v.object({ login: v.string() })), []),
  milestone: v.nullish(v.object({ title: v.string() }), null),
  comments: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
  closed_at: textOrNull,
  body: textOrNull,
  pull_request: v.optional(v.unknown()),
}))

export default repositoryList({
  name: 'issues',
  description: 'Issues of a GitHub repository (pull requests left out), open, closed or all: number, title, state and reason, author, labels, assignees, milestone, comments, dates and the start of the body.',
  input: v.object({
    ...repository,
    state: v.optional(v.pipe(v.picklist(['open', 'closed', 'all']), v.description('open (default), closed or all')), 'open'),
    labels: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300), v.description('Only issues with all these labels, comma separated'))),
    sort: v.optional(v.pipe(v.picklist(['created', 'updated', 'comments']), v.description('created (default), updated or comments, descending')), 'created'),
    limit,
    page,
  }),
  keywords: ['open issues', 'bug reports of a project', 'github issues', 'known bugs'],
  example: { params: { owner: 'octocat', repo: 'Hello-World', state: 'open', limit: 3 } },
  check(input) {
    if (input.labels?.split(',').some((label) => !label.trim())) throw invalidField('labels', 'must be label names separated by commas')
  },
  part: '/issues',
  schema: answer,
  read: (input) => ({
    query: { state: input.state, labels: input.labels?.split(',').map((label) => label.trim()).join(','), sort: input.sort, direction: 'desc', per_page: input.limit, page: input.page },
  }),
  items: (rows) => rows
    .filter((issue) => issue.pull_request === undefined)
    .map((issue) => ({
      number: issue.number,
      title: issue.title,
      state: issue.state,
      stateReason: issue.state_reason,
      author: issue.user?.login ?? null,
      labels: labelNames(issue.labels),
      assignees: (issue.assignees ?? []).map((assignee) => assignee.login),
      milestone: issue.milestone?.title ?? null,
      comments: issue.comments,
      createdAt: issue.created_at,
      updatedAt: issue.updated_at,
      closedAt: issue.closed_at,
      body: issue.body ? issue.body.slice(0, 1000) : null,
      url: issue.html_url,
    })),
})
