import * as v from 'valibot'

/** `text` of the ai text operations: 1 to 12,000 characters unless stated. */
export const text = (max = 12_000) => v.pipe(v.string(), v.minLength(1), v.maxLength(max))

export const instruction = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)))

/** An absolute http(s) URL of at most 2048 characters; `https` when the spec asks for it. */
export const webUrl = (scheme: 'http(s)' | 'https' = 'http(s)') => v.pipe(
  v.string(),
  v.maxLength(2048),
  v.url('must be an absolute URL'),
  v.check((value) => (scheme === 'https' ? /^https:/i : /^https?:/i).test(value), scheme === 'https' ? 'must be an https URL' : 'must be an http or https URL'),
)

/** A BCP-47 language tag (checked by Intl), canonicalised: `en-us` -> `en-US`. */
export const languageTag = v.pipe(
  v.string(),
  v.minLength(2),
  v.maxLength(20),
  v.check((value) => {
    try {
      return Intl.getCanonicalLocales(value).length === 1
    } catch {
      return false
    }
  }, 'must be a BCP-47 language tag such as en, pt-BR or zh-Hant'),
  v.transform((value) => Intl.getCanonicalLocales(value)[0]!),
)

export const unit = v.pipe(v.number(), v.minValue(0), v.maxValue(1))
