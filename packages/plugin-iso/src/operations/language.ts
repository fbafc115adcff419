import { createError, defineOperation, localSource, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { iso639, type Iso639 } from '../data/iso-639.ts'
import { answer, limit, offset, oneOf, search } from '../search.ts'

const SOURCE = localSource(
  'ISO 639-3 (SIL International), ISO 639-2 (Library of Congress) and ISO 639-1, via the iso-639-3, iso-639-2 and iso-639-1 packages',
  'https://iso639-3.sil.org/code_tables/download_tables',
  'ISO 639 code tables, freely published by their registration authorities; packages MIT',
)

export default defineOperation({
  name: 'language',
  sources: sourcesInWords('`iso-639-3` + `iso-639-2` (collective codes) + `iso-639-1` (native names)'),
  method: 'GET',
  description: 'Looks up a language by ISO 639-1, 639-2 (B or T) or 639-3 code, or searches languages by English or native name: all its codes, English and native names, scope and type.',
  input: v.object({
    code: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2,3}$/, 'must be 2 letters (ISO 639-1) or 3 letters (ISO 639-2/639-3)'))),
    name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(80))),
    limit: limit(100, 20),
    offset,
  }),
  keywords: ['language code', 'iso 639', 'iso 639-1', 'iso 639-2', 'iso 639-3', 'native language name', 'language name'],
  // One of them, before any 402: a call that can only fail is not asked to pay.
  check: (input) => void oneOf(input, ['code', 'name'] as const),
  handler: async ({ input }) => {
    const mode = oneOf(input, ['code', 'name'] as const)
    const data = await iso639()
    if (mode === 'code') {
      const language = find(data, input.code!)
      if (!language) throw createError('NOT_FOUND', `code: no ISO 639 language has the code "${input.code}"`, { details: { field: 'code' } })
      return answer('lookup', [language], SOURCE)
    }
    const rows = search(data.languages, input.name!, (language) => language.nativeName ? [...language.names, language.nativeName] : language.names)
    return answer('list', rows, SOURCE, input)
  },
})

/** Codes qaa to qtz are one reserved range ("qaa-qtz") in ISO 639-2 and 639-3. */
function find(data: Iso639, code: string) {
  return data.byCode.get(/^q[a-t][a-z]$/.test(code) ? 'qaa-qtz' : code)
}
