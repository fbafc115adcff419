import { parseOperation } from '../shared/parse-operation.ts'

export default parseOperation({
  name: 'edifact',
  description: 'Parses a UN/EDIFACT interchange (ORDERS, INVOIC, DESADV or any message) into JSON: UNA service string advice and release characters, UNB/UNG/UNH envelopes, segments with composites and repetitions, and every UNT/UNE/UNZ count and reference checked.',
  document: 'The EDIFACT interchange, starting with UNA or UNB',
  keywords: ['edifact parser', 'un/edifact to json', 'parse edifact', 'orders message', 'invoic', 'desadv', 'una unb unh', 'eancom'],
  kind: 'edifact-parse',
})
