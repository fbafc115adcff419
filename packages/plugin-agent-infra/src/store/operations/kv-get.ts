import * as v from 'valibot'
import { storeKey } from '../../params.ts'
import { ownerOf } from '../../scope.ts'
import { kvGet } from '../kv.ts'
import { groupOperation } from '../../operation.ts'

const storeOperation = groupOperation('store')

export default storeOperation({
  name: 'kv-get',
  description: 'Reads the value stored under a key in the paying wallet\'s key-value store (404 when there is none).',
  input: v.strictObject({ key: storeKey('Key') }),
  access: 'identity',
  keywords: ['read stored value', 'get key', 'recall a value'],
  handler: ({ input, caller, state, now }) => kvGet(state, ownerOf(caller), input.key, now()),
})
