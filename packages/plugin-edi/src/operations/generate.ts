import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { delimiterChar, envelopeStamp, newline, segmentsSchema, terminatorChar } from '../shared/schema.ts'
import { refusing } from '../pool.ts'
import { envelopeTime, requireDistinct } from '../shared/options.ts'
import { invalid } from '../shared/write.ts'
import { writeX12 } from '../x12/write.ts'
import { onHost } from '../shared/source.ts'

const party = v.strictObject({
  qualifier: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{2}$/, 'must be a 2-character ID qualifier such as ZZ, 01, 12')), 'ZZ'),
  id: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(15)),
})
const transaction = v.strictObject({
  type: v.pipe(v.string(), v.regex(/^\d{3}$/, 'must be a 3-digit transaction set identifier such as 850')),
  controlNumber: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{4,9}$/, 'must be 4-9 letters or digits'))),
  implementationReference: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(35))),
  segments: segmentsSchema(/^[A-Z0-9]{2,3}$/, 'BEG or PO1', 10_000),
})
const group = v.strictObject({
  functionalId: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be a 2-letter functional identifier such as PO'))),
  senderCode: v.optional(v.pipe(v.string(), v.minLength(2), v.maxLength(15))),
  receiverCode: v.optional(v.pipe(v.string(), v.minLength(2), v.maxLength(15))),
  controlNumber: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))),
  version: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,12}$/, 'must be 1-12 letters or digits such as 005010'))),
  transactions: v.pipe(v.array(transaction), v.minLength(1), v.maxLength(1000)),
})

export default defineOperation({
  name: 'generate',
  sources: [onHost],
  method: 'POST',
  description: 'Writes an ASC X12 EDI interchange from JSON segments: fixed-width ISA, GS/GE and ST/SE envelopes with every count and control number computed, chosen delimiters, 4010 or 5010.',
  input: v.strictObject({
    sender: party,
    receiver: party,
    controlNumber: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)), 1),
    ...envelopeStamp,
    version: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'must be the 5-digit ISA12 version such as 00401 or 00501')), '00501'),
    usage: v.optional(v.picklist(['production', 'test', 'information']), 'production'),
    acknowledgmentRequested: v.optional(v.boolean(), false),
    delimiters: v.optional(v.strictObject({
      element: v.optional(delimiterChar, '*'),
      component: v.optional(delimiterChar, ':'),
      repetition: v.optional(delimiterChar),
      segment: v.optional(terminatorChar, '~'),
    }), {}),
    newline,
    groups: v.pipe(v.array(group), v.minLength(1), v.maxLength(100)),
  }),
  response: 'legacy',
  keywords: ['generate x12', 'json to edi', 'create edi document', 'write 850 purchase order', 'build edi interchange', 'x12 writer'],
  handler: ({ input }) => refusing(() => {
    const repetitionAllowed = input.version >= '00402'
    if (input.delimiters.repetition && !repetitionAllowed) throw invalid('delimiters.repetition', `version ${input.version} has no repetition separator (ISA11 is the standards id U before 00402)`)
    const delimiters = {
      element: input.delimiters.element,
      component: input.delimiters.component,
      repetition: repetitionAllowed ? (input.delimiters.repetition ?? '^') : null,
      segment: input.delimiters.segment,
    }
    requireDistinct(Object.values(delimiters), 'delimiters', 'element, component, repetition and segment delimiters')
    const at = envelopeTime(input.date, input.time)
    const usage = ({ production: 'P', test: 'T', information: 'I' } as const)[input.usage]
    const written = writeX12({ ...input, at, usage, delimiters })
    return { standard: 'X12', ...written, delimiters }
  }),
})
