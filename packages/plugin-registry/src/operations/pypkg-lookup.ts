import { defineOperation, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { blank, licenseOf, project } from '../pypi-project.ts'
import { pypi } from '../upstreams/pypi.ts'

export default defineOperation({
  name: 'pypkg-lookup',
  cacheTtl: '10min',
  sources: sourcesInWords('PyPI `GET /pypi/<project>/json`, `GET /pypi/<project>/<version>/json`'),
  method: 'GET',
  description: 'Looks up a Python package on PyPI: its latest or a given release, summary, license, required Python, dependencies, project links, classifiers, files with sizes and SHA-256, yanked state, known vulnerabilities and the most recent releases.',
  input: v.object({
    name: v.pipe(v.string(), v.trim(), v.maxLength(128), v.regex(/^([A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9])$/, 'must be a Python project name, e.g. requests'), v.description('Project name, e.g. requests')),
    version: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9][A-Za-z0-9.+!_-]{0,63}$/, 'must be a release version such as 2.32.3'), v.description('A release version (default the latest)'))),
    versions: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50), v.description('How many of the most recent releases to list (default 10; only without version)')), 10),
  }),
  upstreams: [pypi],
  keywords: ['pip package', 'pypi project', 'python library version', 'latest release of a python package', 'python package vulnerabilities'],
  example: { params: { name: 'sampleproject' } },
  async handler({ input, upstream }) {
    const path = input.version ? `/pypi/${input.name}/${encodeURIComponent(input.version)}/json` : `/pypi/${input.name}/json`
    const response = await upstream(pypi).json(path, { schema: project, notFound: input.version ? `PyPI has no release ${input.version} of ${input.name}` : `PyPI has no project ${input.name}` })
    const { info, urls, releases, vulnerabilities } = response.data
    const uploaded = urls.map((entry) => entry.upload_time_iso_8601).filter((time) => time !== null).sort()
    const history = releases
      ? Object.entries(releases)
          .map(([version, files]) => ({ version, publishedAt: files.map((entry) => entry.upload_time_iso_8601).filter((time) => time !== null).sort()[0] ?? null }))
          .filter((release) => release.publishedAt !== null)
          .sort((a, b) => b.publishedAt!.localeCompare(a.publishedAt!))
      : null
    return lookupAnswer({
      name: info.name,
      version: info.version,
      summary: blank(info.summary),
      license: licenseOf(info),
      requiresPython: blank(info.requires_python),
      dependencies: info.requires_dist ?? [],
      author: blank(info.author) ?? blank(info.author_email),
      maintainer: blank(info.maintainer) ?? blank(info.maintainer_email),
      homepage: blank(info.home_page) ?? info.project_urls?.Homepage ?? info.project_urls?.homepage ?? null,
      projectUrls: info.project_urls ?? {},
      keywords: (info.keywords ?? '').split(/[,\s]+/).filter(Boolean),
      classifiers: info.classifiers,
      packageUrl: info.package_url,
      releaseUrl: info.release_url,
      yanked: info.yanked,
      yankedReason: blank(info.yanked_reason),
      publishedAt: uploaded[0] ?? null,
      files: urls.map((entry) => ({
        filename: entry.filename,
        type: entry.packagetype,
        pythonVersion: entry.python_version,
        requiresPython: entry.requires_python,
        size: entry.size,
        sha256: entry.digests.sha256 ?? null,
        url: entry.url,
        uploadedAt: entry.upload_time_iso_8601,
        yanked: entry.yanked,
      })),
      vulnerabilities: vulnerabilities.map((entry) => ({
        id: entry.id,
        aliases: entry.aliases,
        summary: entry.summary ?? entry.details?.slice(0, 500) ?? null,
        link: entry.link,
        fixedIn: entry.fixed_in,
        withdrawn: entry.withdrawn,
      })),
      releaseCount: history?.length ?? null,
      recentReleases: history?.slice(0, input.versions) ?? null,
    }, sourceOf(pypi, response.url))
  },
})
