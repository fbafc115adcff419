import { defineOperation, invalidField, listAnswer, sourceOf, textOrNull, pageNumber, requiredText } from '@svc/core'
import * as v from 'valibot'
import { readGithub } from '@svc/providers/github'
import { language, limit, qualifier } from '../params.ts'
import { github, githubWithToken } from '../upstreams/github.ts'

/** GET /search/code with text matches: files, their repository and the matching fragments. */
const answer = v.object({
  total_count: v.number(),
  incomplete_results: v.boolean(),
  items: v.array(v.object({
    name: v.string(),
    path: v.string(),
    sha: v.string(),
    html_url: v.string(),
    score: v.optional(v.number()),
    repository: v.object({ full_name: v.string(), html_url: v.string(), description: textOrNull }),
    text_matches: v.optional(v.array(v.object({ fragment: v.string() })), []),
  })),
})

export default defineOperation({
  name: 'search-code',
  method: 'GET',
  description: 'Searches source code files across public GitHub repositories (the default branch, files under 384 KB) by words, language, repository or owner: file, path, repository and the matching fragments. Needs the operator\'s GitHub token.',
  input: v.object({
    q: requiredText(1, 256, 'Words to find in code, e.g. "useEffect cleanup"'),
    language,
    repo: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/, 'must be owner/name, e.g. nodejs/node'), v.description('Only in this repository (owner/name)'))),
    owner: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, 'must be a user or organization login'), v.description('Only in repositories of this user or organization'))),
    limit,
    page: pageNumber(10, 'Page of results (1-10; GitHub answers the first 1,000)'),
  }),
  upstreams: [githubWithToken],
  sources: [{ path: '/search/code' }],
  keywords: ['search code on github', 'find usages of a function', 'code examples of an api', 'grep github'],
  example: { params: { q: 'addClass', language: 'JavaScript', repo: 'jquery/jquery' } },
  check(input) {
    if (input.repo && input.owner) throw invalidField('owner', 'give repo or owner, not both')
  },
  async handler({ input, upstream }) {
    const terms = [input.q, input.language && qualifier('language', input.language), input.repo && `repo:${input.repo}`, input.owner && `user:${input.owner}`].filter(Boolean).join(' ')
    // The call goes through the shared definition (one provider per id; githubWithToken only makes the operation unavailable without a token).
    const { data, url } = await readGithub(upstream, '/search/code', {
      schema: answer,
      query: { q: terms, per_page: input.limit, page: input.page },
      headers: { accept: 'application/vnd.github.text-match+json' },
      missing: 'search endpoint',
    })
    const items = data!.items.map((file) => ({
      name: file.name,
      path: file.path,
      sha: file.sha,
      repository: file.repository.full_name,
      repositoryDescription: file.repository.description,
      fragments: file.text_matches.map((match) => match.fragment),
      url: file.html_url,
    }))
    return { ...listAnswer(items, sourceOf(github, url), { total: data!.total_count }), incomplete: data!.incomplete_results }
  },
})
