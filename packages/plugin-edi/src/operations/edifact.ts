import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { runEdi } from '../pool.ts'
import { ediText } from '../shared/limits.ts'

export default defineOperation({
  name: 'edifact',
  method: 'POST',
  description: 'Parses a UN/EDIFACT interchange (ORDERS, INVOIC, DESADV or any message) into JSON: UNA service string advice and release characters, UNB/UNG/UNH envelopes, segments with composites and repetitions, and every UNT/UNE/UNZ count and reference checked.',
  input: v.strictObject({
    edi: ediText('The EDIFACT interchange, starting with UNA or UNB'),
  }),
  response: 'legacy',
  keywords: ['edifact parser', 'un/edifact to json', 'parse edifact', 'orders message', 'invoic', 'desadv', 'una unb unh', 'eancom'],
  handler: ({ input, signal }) => runEdi({ kind: 'edifact-parse', edi: input.edi }, signal),
})
