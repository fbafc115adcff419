import { createError, defineOperation, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { npmRegistry } from '@svc/providers/npm'
import { dateOf, licenseOf, notFound, packument, textOf, urlOf } from '../npm-packument.ts'

/** The npm package-name rule (lowercase; a few legacy names keep capitals), scoped or not. */
const packageName = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[A-Za-z0-9-~][A-Za-z0-9-._~]*$/

export default defineOperation({
  name: 'pkgjs-lookup',
  sources: sourcesInWords('npm registry `GET /:package` (full packument)'),
  method: 'GET',
  description: 'Looks up a JavaScript (npm) package: its latest or a given version, description, license, repository, dist-tags, publish dates, dependencies, engines, tarball and integrity, deprecation, maintainers and the most recent versions.',
  input: v.object({
    name: v.pipe(v.string(), v.trim(), v.maxLength(214), v.regex(packageName, 'must be an npm package name, e.g. react or @types/node'), v.description('Package name, e.g. express or @types/node')),
    version: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9][A-Za-z0-9.+_-]{0,63}$/, 'must be a version such as 1.2.3 or a dist-tag such as next'), v.description('A published version or dist-tag (default latest)'))),
    versions: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50), v.description('How many of the most recent versions to list (default 10)')), 10),
  }),
  upstreams: [npmRegistry],
  keywords: ['npm package', 'node module info', 'latest version of a package', 'package.json dependencies', 'is this package deprecated'],
  example: { params: { name: 'tiny-tarball' } },
  async handler({ input, upstream }) {
    const response = await upstream(npmRegistry).json(`/${input.name.replace('/', '%2F')}`, { schema: v.union([packument, notFound]), acceptStatus: [404] })
    const data = response.data
    if (response.status === 404 || !('name' in data)) throw createError('NOT_FOUND', `npm has no package ${input.name}`)
    if (Object.keys(data.versions).length === 0) throw createError('NOT_FOUND', `npm package ${input.name} was unpublished`)
    const wanted = input.version ?? 'latest'
    const version = data['dist-tags'][wanted] ?? wanted
    const chosen = data.versions[version]
    if (!chosen) throw createError('NOT_FOUND', `npm package ${input.name} has no version or dist-tag ${wanted}`)
    const published = Object.keys(data.versions)
      .map((number) => ({ version: number, publishedAt: dateOf(data.time[number]), deprecated: Boolean(data.versions[number]!.deprecated) }))
      .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    return lookupAnswer({
      name: data.name,
      version: chosen.version,
      latest: data['dist-tags'].latest ?? null,
      distTags: data['dist-tags'],
      description: chosen.description ?? null,
      license: licenseOf(chosen.license),
      homepage: chosen.homepage ?? null,
      repository: urlOf(chosen.repository),
      bugs: urlOf(chosen.bugs),
      keywords: typeof chosen.keywords === 'string' ? chosen.keywords.split(/[\s,]+/).filter(Boolean) : (chosen.keywords ?? []),
      author: textOf(chosen.author),
      publishedBy: textOf(chosen._npmUser),
      maintainers: data.maintainers.map(textOf).filter((name) => name !== null),
      deprecated: typeof chosen.deprecated === 'string' ? chosen.deprecated || null : null,
      publishedAt: dateOf(data.time[chosen.version]),
      createdAt: dateOf(data.time.created),
      modifiedAt: dateOf(data.time.modified),
      moduleType: chosen.type === 'module' ? 'module' : 'commonjs',
      types: chosen.types ?? chosen.typings ?? null,
      engines: Array.isArray(chosen.engines) ? {} : (chosen.engines ?? {}),
      dependencies: chosen.dependencies,
      peerDependencies: chosen.peerDependencies,
      optionalDependencies: chosen.optionalDependencies,
      tarball: chosen.dist.tarball,
      integrity: chosen.dist.integrity ?? null,
      shasum: chosen.dist.shasum ?? null,
      fileCount: chosen.dist.fileCount ?? null,
      unpackedSize: chosen.dist.unpackedSize ?? null,
      versionCount: published.length,
      recentVersions: published.slice(0, input.versions),
    }, sourceOf(npmRegistry, response.url))
  },
})
