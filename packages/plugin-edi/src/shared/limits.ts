import * as v from 'valibot'

/** Characters of one EDI document (the 1 MiB request body bounds it too). */
export const MAX_EDI_CHARS = 1_000_000
/** Segments read from one document; past it the call is refused before any envelope work. */
export const MAX_SEGMENTS = 100_000

export const ediText = (what: string) =>
  v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_EDI_CHARS), v.description(`${what} (at most ${MAX_EDI_CHARS} characters, ${MAX_SEGMENTS} segments)`))
