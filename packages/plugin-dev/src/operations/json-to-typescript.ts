import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { jsonValue } from '../utils/json.ts'
import { rootName } from '../utils/names.ts'
import { inferFromSample } from '../utils/types-pool.ts'

export default defineOperation({
  name: 'json-to-typescript',
  sources: sourcesInWords('none'),
  method: 'POST',
  description: 'Infers TypeScript interfaces from a sample JSON document: nested objects become named types, arrays merge their elements, missing members become optional.',
  input: v.strictObject({
    sample: jsonValue,
    rootName,
    declaration: v.optional(v.picklist(['interface', 'type']), 'interface'),
    readonly: v.optional(v.boolean(), false),
  }),
  response: 'legacy',
  keywords: ['json to typescript', 'generate typescript types', 'typescript interface from json', 'json to ts', 'infer types'],
  handler: async ({ input, signal }) => {
    const options = { rootName: input.rootName, declaration: input.declaration, readonly: input.readonly }
    const { code, names } = await inferFromSample(input.sample, { kind: 'typescript', options }, signal)
    return { rootName: input.rootName, names, code }
  },
})
