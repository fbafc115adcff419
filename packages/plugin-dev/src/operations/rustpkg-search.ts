import { createError, defineOperation, keyOf, listAnswer, numberOrNull, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { limit, page, query } from '../search-params.ts'
import { cratesIo } from '../upstreams/crates-io.ts'

/** GET /api/v1/crates: `crates[]` and `meta.total`. */
const answer = v.object({
  crates: v.array(v.object({
    name: v.string(),
    description: textOrNull,
    max_version: v.string(),
    max_stable_version: textOrNull,
    newest_version: v.optional(v.string()),
    downloads: v.number(),
    recent_downloads: numberOrNull,
    homepage: textOrNull,
    documentation: textOrNull,
    repository: textOrNull,
    created_at: v.string(),
    updated_at: v.string(),
    exact_match: v.optional(v.boolean(), false),
  })),
  meta: v.object({ total: v.number() }),
})

const SORTS = { relevance: 'relevance', downloads: 'downloads', 'recent-downloads': 'recent-downloads', updated: 'recent-updates', new: 'new', name: 'alpha' } as const

export default defineOperation({
  name: 'rustpkg-search',
  cacheTtl: '10min',
  sources: sourcesInWords('crates.io `GET /api/v1/crates`'),
  method: 'GET',
  description: 'Searches Rust crates on crates.io by words: name, description, newest and stable versions, downloads (all time and last 90 days), links and dates.',
  input: v.object({
    q: query('Search words, e.g. "async http client"'),
    sort: v.optional(v.pipe(keyOf(SORTS), v.description('relevance (default), downloads, recent-downloads, updated, new or name')), 'relevance'),
    limit,
    page,
  }),
  upstreams: [cratesIo],
  keywords: ['find a rust crate', 'cargo package search', 'rust library for', 'crates.io search'],
  example: { params: { q: 'async http client' } },
  async handler({ input, upstream, settings }) {
    const contact = typeof settings.cratesUserAgent === 'string' ? settings.cratesUserAgent.trim() : ''
    if (contact.length > 200 || /[\r\n]/.test(contact)) throw createError('UPSTREAM_NOT_CONFIGURED', 'This operation is not available on this host: settings.dev.cratesUserAgent must be one line of at most 200 characters')
    const { data, url } = await upstream(cratesIo).json('/api/v1/crates', {
      query: { q: input.q, sort: SORTS[input.sort], per_page: input.limit, page: input.page },
      ...(contact ? { headers: { 'user-agent': contact } } : {}),
      schema: answer,
    })
    const items = data.crates.map((crate) => ({
      name: crate.name,
      description: crate.description?.trim() ?? null,
      version: crate.max_stable_version ?? crate.max_version,
      newestVersion: crate.newest_version ?? crate.max_version,
      downloads: crate.downloads,
      recentDownloads: crate.recent_downloads,
      homepage: crate.homepage,
      documentation: crate.documentation,
      repository: crate.repository,
      url: `https://crates.io/crates/${crate.name}`,
      createdAt: crate.created_at,
      updatedAt: crate.updated_at,
      exactMatch: crate.exact_match,
    }))
    return listAnswer(items, sourceOf(cratesIo, url), { total: data.meta.total })
  },
})
