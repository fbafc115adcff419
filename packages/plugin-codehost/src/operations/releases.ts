import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { login } from '../github.ts'
import { repositoryList } from '../repository-list.ts'
import { limit, page, repository } from '../params.ts'

/** GET /repos/{owner}/{repo}/releases: newest first; drafts only for collaborators. */
const answer = v.array(v.object({
  id: v.number(),
  tag_name: v.string(),
  name: textOrNull,
  body: textOrNull,
  draft: v.boolean(),
  prerelease: v.boolean(),
  created_at: textOrNull,
  published_at: textOrNull,
  html_url: v.string(),
  author: login,
  assets: v.optional(v.array(v.object({ name: v.string(), size: v.number(), download_count: v.number(), content_type: v.optional(v.string()), browser_download_url: v.string() })), []),
}))

export default repositoryList({
  name: 'releases',
  description: 'Releases of a GitHub repository, newest first: tag, name, pre-release flag, author, publish date, release notes and downloadable assets with sizes and download counts.',
  input: v.object({ ...repository, prereleases: v.optional(v.pipe(v.boolean(), v.description('Include pre-releases (default true)')), true), limit, page }),
  keywords: ['latest release', 'release notes', 'changelog', 'download binaries of a project'],
  example: { params: { owner: 'octocat', repo: 'Hello-World', limit: 3 } },
  part: '/releases',
  schema: answer,
  read: (input) => ({
    query: { per_page: input.limit, page: input.page },
  }),
  items: (rows, input) => rows
    .filter((release) => input.prereleases || !release.prerelease)
    .map((release) => ({
      id: release.id,
      tag: release.tag_name,
      name: release.name || release.tag_name,
      prerelease: release.prerelease,
      draft: release.draft,
      author: release.author?.login ?? null,
      createdAt: release.created_at,
      publishedAt: release.published_at,
      notes: release.body ? release.body.slice(0, 5000) : null,
      assets: release.assets.map((asset) => ({ name: asset.name, size: asset.size, downloads: asset.download_count, contentType: asset.content_type ?? null, url: asset.browser_download_url })),
      url: release.html_url,
    })),
})
