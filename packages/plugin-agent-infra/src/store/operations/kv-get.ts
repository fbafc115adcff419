import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { storeKey } from '../../params.ts'
import { ownerOf } from '../../scope.ts'
import { kvGet } from '../kv.ts'

export default defineOperation({
  group: 'store',
  name: 'kv-get',
  method: 'POST',
  description: 'Reads the value stored under a key in the paying wallet\'s key-value store (404 when there is none).',
  input: v.strictObject({ key: storeKey('Key') }),
  access: 'identity',
  response: 'legacy',
  keywords: ['read stored value', 'get key', 'recall a value'],
  handler: ({ input, caller, state, now }) => kvGet(state, ownerOf(caller), input.key, now()),
})
