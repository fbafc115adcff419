import { parseOperation } from '../shared/parse-operation.ts'

export default parseOperation({
  name: 'parse',
  description: 'Parses an ASC X12 EDI document (850, 810, 856, 997 or any transaction set) into JSON: delimiters read from ISA, interchange, functional group and transaction set envelopes, segments with components and repetitions, and every control number and count checked.',
  document: 'The X12 document, starting with ISA',
  keywords: ['x12 parser', 'edi to json', 'parse edi', 'ansi x12', 'purchase order 850', 'invoice 810', 'ship notice 856', 'isa gs st envelope'],
  kind: 'x12-parse',
})
