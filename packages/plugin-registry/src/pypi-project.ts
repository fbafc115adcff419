// What PyPI's JSON API answers for a project or a release, and how its metadata fields read (the shapes pypkg-lookup answers from).
import { textOrNull } from '@svc/core'
import * as v from 'valibot'

const text = textOrNull
const file = v.object({
  filename: v.string(),
  packagetype: v.string(),
  python_version: text,
  requires_python: text,
  size: v.number(),
  upload_time_iso_8601: text,
  url: v.string(),
  digests: v.object({ sha256: v.optional(v.string()) }),
  yanked: v.optional(v.boolean(), false),
})
const vulnerability = v.object({
  id: v.string(),
  aliases: v.optional(v.array(v.string()), []),
  summary: text,
  details: text,
  link: text,
  fixed_in: v.optional(v.array(v.string()), []),
  withdrawn: text,
})
/** GET /pypi/<project>/json and /pypi/<project>/<version>/json (the release endpoint has no `releases`). */
export const project = v.object({
  info: v.object({
    name: v.string(),
    version: v.string(),
    summary: text,
    license: text,
    license_expression: text,
    home_page: text,
    project_urls: v.nullish(v.record(v.string(), v.string()), null),
    author: text,
    author_email: text,
    maintainer: text,
    maintainer_email: text,
    keywords: text,
    classifiers: v.optional(v.array(v.string()), []),
    requires_python: text,
    requires_dist: v.nullish(v.array(v.string()), null),
    package_url: text,
    release_url: text,
    yanked: v.optional(v.boolean(), false),
    yanked_reason: text,
  }),
  releases: v.optional(v.record(v.string(), v.array(v.object({ upload_time_iso_8601: text })))),
  urls: v.array(file),
  vulnerabilities: v.optional(v.array(vulnerability), []),
})

/** Metadata fields left empty or set to UNKNOWN (old setuptools) read as null. */
export const blank = (value: string | null) => {
  const trimmed = value?.trim()
  return trimmed && trimmed !== 'UNKNOWN' ? trimmed : null
}
/** The license text can be a whole LICENSE file: the first line says which one. */
export const licenseOf = (info: v.InferOutput<typeof project>['info']) => blank(info.license_expression) ?? blank(info.license?.split('\n')[0]?.slice(0, 200) ?? null)
