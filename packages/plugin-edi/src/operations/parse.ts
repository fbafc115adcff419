import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { runEdi } from '../pool.ts'
import { ediText } from '../shared/limits.ts'

export default defineOperation({
  name: 'parse',
  method: 'POST',
  description: 'Parses an ASC X12 EDI document (850, 810, 856, 997 or any transaction set) into JSON: delimiters read from ISA, interchange, functional group and transaction set envelopes, segments with components and repetitions, and every control number and count checked.',
  input: v.strictObject({
    edi: ediText('The X12 document, starting with ISA'),
  }),
  response: 'legacy',
  keywords: ['x12 parser', 'edi to json', 'parse edi', 'ansi x12', 'purchase order 850', 'invoice 810', 'ship notice 856', 'isa gs st envelope'],
  handler: ({ input, signal }) => runEdi({ kind: 'x12-parse', edi: input.edi }, signal),
})
