import * as v from 'valibot'

/** Base64 of at most 10 MiB (13,981,016 characters), optionally as a data URI. */
const MAX_BASE64_CHARS = 14_000_100
const httpUrl = v.pipe(v.string(), v.maxLength(2048), v.url('must be an absolute URL'), v.regex(/^https?:\/\//i, 'must be an http or https URL'))
const dimension = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8192)))

export const compressInput = v.strictObject({
  image: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_BASE64_CHARS))),
  url: v.optional(httpUrl),
  format: v.optional(v.picklist(['auto', 'jpeg', 'png', 'webp', 'avif']), 'auto'),
  quality: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 80),
  width: dimension,
  height: dimension,
  fit: v.optional(v.picklist(['inside', 'outside', 'cover', 'contain', 'fill']), 'inside'),
  withoutEnlargement: v.optional(v.boolean(), true),
  background: v.optional(v.pipe(v.string(), v.regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'must be a hex color like #ffffff')), '#ffffff'),
  keepMetadata: v.optional(v.boolean(), false),
  output: v.optional(v.picklist(['binary', 'json']), 'binary'),
})

export type CompressInput = v.InferOutput<typeof compressInput>
