// What npm's full packument holds and how its free-form members read (the shapes pkgjs-lookup answers from).
import * as v from 'valibot'

/** package.json's free-form people and links: a string or an object, as authors wrote them. */
const person = v.union([v.string(), v.object({ name: v.optional(v.string()), email: v.optional(v.string()), url: v.optional(v.string()) })])
const link = v.union([v.string(), v.object({ url: v.optional(v.string()), type: v.optional(v.string()), directory: v.optional(v.string()) })])
const license = v.union([v.string(), v.object({ type: v.optional(v.string()) }), v.array(v.object({ type: v.optional(v.string()) }))])
const ranges = v.fallback(v.optional(v.record(v.string(), v.string()), {}), {})
/** Old packages hold odd values in free-form members: a member of another type reads as absent, never a 502. */
const lenient = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined)

/** One version object of the full packument (the members read). */
const manifest = v.object({
  version: v.string(),
  description: lenient(v.string()),
  license: lenient(license),
  homepage: lenient(v.string()),
  repository: lenient(link),
  bugs: lenient(link),
  keywords: lenient(v.union([v.array(v.string()), v.string()])),
  author: lenient(person),
  deprecated: lenient(v.union([v.string(), v.boolean()])),
  dependencies: ranges,
  peerDependencies: ranges,
  optionalDependencies: ranges,
  engines: lenient(v.union([v.record(v.string(), v.string()), v.array(v.string())])),
  types: lenient(v.string()),
  typings: lenient(v.string()),
  type: lenient(v.string()),
  _npmUser: lenient(person),
  dist: v.object({
    tarball: v.string(),
    shasum: v.optional(v.string()),
    integrity: v.optional(v.string()),
    fileCount: v.optional(v.number()),
    unpackedSize: v.optional(v.number()),
  }),
})

/** GET /:package, full metadata format: an unpublished package keeps `time.unpublished` and loses its versions. */
export const packument = v.object({
  name: v.string(),
  'dist-tags': v.optional(v.record(v.string(), v.string()), {}),
  versions: v.optional(v.record(v.string(), manifest), {}),
  time: v.optional(v.record(v.string(), v.unknown()), {}),
  maintainers: v.fallback(v.optional(v.array(person), []), []),
})
export const notFound = v.object({ error: v.string() })

export const textOf = (value: v.InferOutput<typeof person> | undefined) => (typeof value === 'string' ? value : value?.name) ?? null
export const urlOf = (value: v.InferOutput<typeof link> | undefined) => {
  const raw = typeof value === 'string' ? value : value?.url
  return raw ? raw.replace(/^git\+/, '').replace(/\.git$/, '') : null
}
export const licenseOf = (value: v.InferOutput<typeof license> | undefined) => {
  if (value === undefined) return null
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map((entry) => entry.type).filter(Boolean).join(' OR ') || null
  return value.type ?? null
}
export const dateOf = (value: unknown) => (typeof value === 'string' ? value : null)
