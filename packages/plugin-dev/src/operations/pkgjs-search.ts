import { defineOperation, listAnswer, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import { npmRegistry } from '@svc/providers/npm'
import * as v from 'valibot'
import { limit, page, query } from '../search-params.ts'

const text = textOrNull
const user = v.object({ username: v.optional(v.string()) })
/** GET /-/v1/search: `objects[].package` and its score; downloads and dependents only in newer answers. */
const answer = v.object({
  total: v.number(),
  objects: v.array(v.object({
    package: v.object({
      name: v.string(),
      version: v.string(),
      description: text,
      keywords: v.optional(v.array(v.string()), []),
      date: text,
      license: text,
      publisher: v.optional(user),
      links: v.optional(v.record(v.string(), v.string()), {}),
    }),
    score: v.optional(v.object({ final: v.number() })),
    downloads: v.optional(v.object({ monthly: v.optional(v.number()), weekly: v.optional(v.number()) })),
    dependents: v.optional(v.union([v.number(), v.string()])),
  })),
})

export default defineOperation({
  name: 'pkgjs-search',
  sources: sourcesInWords('npm registry `GET /-/v1/search` (the `npm-registry` upstream of @svc/plugin-registry)'),
  method: 'GET',
  description: 'Searches JavaScript packages on the npm registry by words (also keywords:, author:, scope: qualifiers): name, latest version, description, keywords, license, publisher, links, score and downloads.',
  input: v.object({
    q: query('Search words, e.g. "date formatting" or keywords:cli'),
    limit,
    page,
  }),
  upstreams: [npmRegistry],
  keywords: ['find an npm package', 'javascript library for', 'node package search', 'npm search'],
  example: { params: { q: 'date formatting' } },
  async handler({ input, upstream }) {
    const { data, url } = await upstream(npmRegistry).json('/-/v1/search', {
      query: { text: input.q, size: input.limit, from: (input.page - 1) * input.limit },
      schema: answer,
    })
    const items = data.objects.map(({ package: found, score, downloads, dependents }) => ({
      name: found.name,
      version: found.version,
      description: found.description,
      keywords: found.keywords,
      license: found.license,
      publisher: found.publisher?.username ?? null,
      publishedAt: found.date,
      links: found.links,
      score: score?.final ?? null,
      downloadsWeekly: downloads?.weekly ?? null,
      downloadsMonthly: downloads?.monthly ?? null,
      dependents: dependents === undefined ? null : Number(dependents),
    }))
    return listAnswer(items, sourceOf(npmRegistry, url), { total: data.total })
  },
})
