import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { emitTypeScript } from '../utils/emit-typescript.ts'
import { assertDepth, jsonValue } from '../utils/json.ts'
import { rootName } from '../utils/names.ts'
import { inferShape } from '../utils/shape.ts'

export default defineOperation({
  name: 'json-to-typescript',
  method: 'POST',
  description: 'Infers TypeScript interfaces from a sample JSON document: nested objects become named types, arrays merge their elements, missing members become optional.',
  input: v.strictObject({
    sample: jsonValue,
    rootName,
    declaration: v.optional(v.picklist(['interface', 'type']), 'interface'),
    readonly: v.optional(v.boolean(), false),
  }),
  price: { usd: 0.0025 },
  response: 'legacy',
  keywords: ['json to typescript', 'generate typescript types', 'typescript interface from json', 'json to ts', 'infer types'],
  handler: ({ input }) => {
    assertDepth(input.sample, 'sample')
    const { code, names } = emitTypeScript(inferShape(input.sample), input)
    return { rootName: input.rootName, names, code }
  },
})
