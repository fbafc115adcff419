import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { jsonValue } from '../utils/json.ts'
import { rootName } from '../utils/names.ts'
import { inferFromSample } from '../utils/types-pool.ts'

export default defineOperation({
  name: 'json-to-zod',
  sources: sourcesInWords('none'),
  method: 'POST',
  description: 'Infers zod schema source code (zod 3 and 4) from a sample JSON document, with a named schema per nested object and optional and nullable members.',
  input: v.strictObject({
    sample: jsonValue,
    rootName,
    strict: v.optional(v.boolean(), false),
    types: v.optional(v.boolean(), true),
  }),
  response: 'legacy',
  keywords: ['json to zod', 'generate zod schema', 'zod schema from json', 'infer validation schema', 'runtime validation'],
  handler: async ({ input, signal }) => {
    const options = { rootName: input.rootName, strict: input.strict, types: input.types }
    const { code, names } = await inferFromSample(input.sample, { kind: 'zod', options }, signal)
    return { rootName: input.rootName, schemaName: `${input.rootName}Schema`, names, code }
  },
})
