import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { runEdi } from '../pool.ts'
import { ediText } from '../shared/limits.ts'
import { envelopeTime } from '../shared/options.ts'
import { envelopeStamp, newline } from '../shared/schema.ts'
import { onHost } from '../shared/source.ts'

export default defineOperation({
  name: 'ack',
  sources: [onHost],
  method: 'POST',
  description: 'Builds the X12 functional acknowledgment (997, or 999 implementation acknowledgment) for a received interchange: every group and transaction set accepted, partially accepted or rejected with the standard syntax error codes (counts, control numbers, trailers, segment ids), sender and receiver swapped.',
  input: v.strictObject({
    edi: ediText('The received X12 interchange, starting with ISA'),
    type: v.optional(v.picklist(['997', '999']), '997'),
    controlNumber: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)), 1),
    ...envelopeStamp,
    newline,
  }),
  response: 'legacy',
  keywords: ['997 functional acknowledgment', '999 implementation acknowledgment', 'edi ack', 'acknowledge x12', 'ak1 ak2 ak5 ak9', 'edi receipt'],
  handler: ({ input, signal }) => {
    const at = envelopeTime(input.date, input.time).toISOString()
    return runEdi({ kind: 'x12-ack', edi: input.edi, type: input.type, controlNumber: input.controlNumber, at, newline: input.newline }, signal)
  },
})
