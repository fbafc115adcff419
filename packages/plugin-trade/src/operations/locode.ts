import { createError, defineOperation, forbidTogether, listAnswer, lookupAnswer, optionalText, requireOne, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { locodeIndex } from '../locode/archive.ts'
import { FUNCTION_NAMES, type LocodeEntry } from '../locode/entries.ts'
import { settingPath } from '../setting-path.ts'
import { DEFAULT_LOCODE_ARCHIVE, uneceLocode } from '../upstreams/unece-locode.ts'

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()

export default defineOperation({
  name: 'locode',
  sources: sourcesInWords('UNECE UN/LOCODE code list archive'),
  method: 'GET',
  description:
    'UN/LOCODE trade and transport locations (ports, airports, rail and road terminals, border crossings): look up a code such as BEANR, or search by place name within a country and function, with coordinates, subdivision and IATA code.',
  input: v.object({
    code: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}\s?[A-Z2-9]{3}$/, 'must be a UN/LOCODE: 2-letter country and 3-character location, e.g. BEANR'), v.description('A UN/LOCODE to look up (e.g. BEANR or "US NYC")'))),
    q: optionalText(2, 100, 'Place name to search (start of a word, accents ignored)'),
    country: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 code'), v.description('Country (ISO alpha-2)'))),
    function: v.optional(v.pipe(v.picklist(FUNCTION_NAMES), v.description(`Only locations with this function: ${FUNCTION_NAMES.join(', ')}`))),
    limit: rowLimit(200, 25),
  }),
  upstreams: [uneceLocode],
  keywords: ['un locode', 'port code', 'location code', 'seaport code', 'unlocode lookup', 'shipping port'],
  check: (input) => {
    requireOne(input, ['code', 'q', 'country'])
    forbidTogether(input, 'code', 'q')
  },
  async handler({ input, upstream, state, settings }) {
    const index = await locodeIndex(state, upstream(uneceLocode), settingPath(settings, 'locodeArchive', DEFAULT_LOCODE_ARCHIVE))
    const source = sourceOf(uneceLocode, index.url)
    if (input.code) {
      const entry = index.byCode.get(input.code.replace(/\s/g, ''))
      if (!entry) throw createError('NOT_FOUND', `${input.code} is not in the current UN/LOCODE issue`)
      return lookupAnswer(entry, source, { mode: 'lookup' })
    }
    const words = input.q ? fold(input.q) : null
    const matches = (entry: LocodeEntry) =>
      (!input.country || entry.country === input.country) &&
      (!input.function || entry.functions.includes(input.function)) &&
      (!words || fold(entry.nameAscii).startsWith(words) || fold(entry.name).includes(` ${words}`) || fold(entry.name).startsWith(words))
    const found = index.entries.filter(matches)
    return listAnswer(found.slice(0, input.limit), source, { total: found.length, mode: 'list', meta: { issue: index.issue } })
  },
})
