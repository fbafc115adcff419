import { rowLimit } from '@svc/core'
import * as v from 'valibot'
import { ownerOf } from '../../scope.ts'
import { kvScan } from '../kv.ts'
import { groupOperation } from '../../operation.ts'

const storeOperation = groupOperation('store')

export default storeOperation({
  name: 'kv-scan',
  description: 'Lists the keys of the paying wallet\'s key-value store that start with a prefix, a page at a time with a cursor; values on request.',
  input: v.strictObject({
    prefix: v.optional(v.pipe(v.string(), v.maxLength(512), v.regex(/^[^\u0000-\u001f\u007f]*$/, 'must be printable text'), v.description('Key prefix (default: every key)')), ''),
    cursor: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(1024), v.description('`cursor` of the previous page'))),
    limit: rowLimit(1000, 100),
    includeValues: v.optional(v.boolean(), false),
  }),
  access: 'identity',
  keywords: ['list keys', 'scan store', 'list stored values'],
  handler: ({ input, caller, state, now }) => kvScan(state, ownerOf(caller), input, now()),
})
