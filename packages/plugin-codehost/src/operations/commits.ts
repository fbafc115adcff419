import { textOrNull, optionalDate, requireOrder } from '@svc/core'
import * as v from 'valibot'
import { login } from '../github.ts'
import { repositoryList } from '../repository-list.ts'
import { limit, page, ref, repository } from '../params.ts'

const person = v.nullish(v.object({ name: textOrNull, email: textOrNull, date: textOrNull }), null)
/** GET /repos/{owner}/{repo}/commits: newest first; a 409 for an empty repository. */
const answer = v.array(v.object({
  sha: v.string(),
  html_url: v.string(),
  commit: v.object({ message: v.string(), author: person, committer: person, comment_count: v.optional(v.number(), 0) }),
  author: login,
  committer: login,
  parents: v.optional(v.array(v.object({ sha: v.string() })), []),
}))

export default repositoryList({
  name: 'commits',
  description: 'Recent commits of a GitHub repository, newest first: SHA, message, author and committer (name, login, date), parents; by branch, path, author and date window.',
  input: v.object({
    ...repository,
    branch: ref('Branch, tag or commit SHA to start from (default the default branch)'),
    path: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500), v.regex(/^[^\0]+$/, 'must be a file or folder path'), v.description('Only commits touching this path'))),
    author: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100), v.description('Only commits by this login or e-mail'))),
    since: optionalDate('Only commits from this day on (YYYY-MM-DD)'),
    until: optionalDate('Only commits up to this day (YYYY-MM-DD)'),
    limit,
    page,
  }),
  keywords: ['commit history', 'latest commits', 'git log', 'who changed this file'],
  example: { params: { owner: 'octocat', repo: 'Hello-World', limit: 3 } },
  check(input) {
    requireOrder(input, 'since', 'until')
  },
  part: '/commits',
  schema: answer,
  read: (input) => ({
    query: {
      sha: input.branch,
      path: input.path,
      author: input.author,
      since: input.since ? `${input.since}T00:00:00Z` : undefined,
      until: input.until ? `${input.until}T23:59:59Z` : undefined,
      per_page: input.limit,
      page: input.page,
    },
    missing: `public repository ${input.owner}/${input.repo}, or no branch ${input.branch ?? '(default)'} in it`,
  }),
  items: (rows) => rows.map((entry) => {
    const [subject = '', ...rest] = entry.commit.message.split('\n')
    return {
      sha: entry.sha,
      subject,
      message: entry.commit.message,
      body: rest.join('\n').trim() || null,
      author: { name: entry.commit.author?.name ?? null, email: entry.commit.author?.email ?? null, login: entry.author?.login ?? null, date: entry.commit.author?.date ?? null },
      committer: { name: entry.commit.committer?.name ?? null, login: entry.committer?.login ?? null, date: entry.commit.committer?.date ?? null },
      parents: entry.parents.map((parent) => parent.sha),
      comments: entry.commit.comment_count,
      url: entry.html_url,
    }
  }),
})
