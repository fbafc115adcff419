import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { DEFAULT_CHARS } from '../edifact/tokenize.ts'
import { writeEdifact } from '../edifact/write.ts'
import { refusing } from '../pool.ts'
import { delimiterChar, envelopeStamp, newline, segmentsSchema, terminatorChar } from '../shared/schema.ts'
import { envelopeTime, requireDistinct } from '../shared/options.ts'
import { invalid } from '../shared/write.ts'
import { onHost } from '../shared/source.ts'

const code = (max: number, what: string) => v.pipe(v.string(), v.regex(new RegExp(`^[A-Za-z0-9]{1,${max}}$`), `must be 1-${max} letters or digits (${what})`))
const party = v.strictObject({
  id: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(35)),
  qualifier: v.optional(code(4, 'e.g. 14 for a GLN, ZZZ mutually defined')),
  routing: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(35))),
})
const message = v.strictObject({
  type: v.pipe(v.string(), v.regex(/^[A-Z]{1,6}$/, 'must be 1-6 upper-case letters such as ORDERS or INVOIC')),
  version: v.optional(code(3, 'e.g. D'), 'D'),
  release: code(3, 'e.g. 96A or 01B'),
  agency: v.optional(code(3, 'e.g. UN'), 'UN'),
  associationCode: v.optional(code(6, 'e.g. EAN008')),
  referenceNumber: v.optional(code(14, 'UNH 0062')),
  segments: segmentsSchema(/^[A-Z][A-Z0-9]{2}$/, 'BGM or LIN', 10_000),
})

export default defineOperation({
  name: 'edifact-generate',
  sources: [onHost],
  method: 'POST',
  description: 'Writes a UN/EDIFACT interchange from JSON segments: UNA service string advice, UNB, UNH/UNT per message and UNZ with every count and reference computed, special characters escaped with the release character, syntax versions 1-4.',
  input: v.strictObject({
    sender: party,
    recipient: party,
    syntaxIdentifier: v.optional(v.pipe(v.string(), v.regex(/^UNO[A-Z]$/, 'must be a syntax identifier such as UNOA, UNOB or UNOC')), 'UNOC'),
    syntaxVersion: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)), 3),
    controlReference: v.optional(code(14, 'UNB 0020'), '1'),
    ...envelopeStamp,
    applicationReference: v.optional(code(14, 'UNB 0026')),
    acknowledgmentRequested: v.optional(v.boolean(), false),
    test: v.optional(v.boolean(), false),
    una: v.optional(v.boolean(), true),
    serviceChars: v.optional(v.strictObject({
      component: v.optional(delimiterChar, ':'),
      element: v.optional(delimiterChar, '+'),
      decimal: v.optional(v.picklist(['.', ',']), '.'),
      release: v.optional(delimiterChar, '?'),
      repetition: v.optional(delimiterChar),
      segment: v.optional(terminatorChar, "'"),
    }), {}),
    newline,
    messages: v.pipe(v.array(message), v.minLength(1), v.maxLength(1000)),
  }),
  response: 'legacy',
  keywords: ['generate edifact', 'json to edifact', 'create orders message', 'write invoic', 'build edifact interchange', 'eancom writer'],
  handler: ({ input }) => refusing(() => {
    const given = input.serviceChars
    if (given.repetition && input.syntaxVersion < 4) throw invalid('serviceChars.repetition', 'a repetition separator exists from syntax version 4 on')
    const chars = { ...given, repetition: input.syntaxVersion >= 4 ? (given.repetition ?? '*') : null }
    requireDistinct([chars.component, chars.element, chars.release, chars.segment, chars.repetition], 'serviceChars', 'component, element, release, repetition and segment characters')
    const defaults = { ...DEFAULT_CHARS, repetition: input.syntaxVersion >= 4 ? '*' : null }
    if (!input.una && (Object.keys(defaults) as Array<keyof typeof defaults>).some((key) => chars[key] !== defaults[key])) {
      throw invalid('una', 'other service characters than the defaults need the UNA segment')
    }
    return { standard: 'EDIFACT', ...writeEdifact({ ...input, chars, at: envelopeTime(input.date, input.time) }), serviceStringAdvice: chars }
  }),
})
