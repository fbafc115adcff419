import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { storeKey } from '../../params.ts'
import { ownerOf } from '../../scope.ts'
import { kvDelete } from '../kv.ts'

export default defineOperation({
  group: 'store',
  name: 'kv-delete',
  method: 'POST',
  description: 'Deletes a key from the paying wallet\'s key-value store; `deleted` says whether it existed.',
  input: v.strictObject({ key: storeKey('Key') }),
  effects: ['state'],
  response: 'legacy',
  handler: ({ input, caller, state }) => kvDelete(state, ownerOf(caller), input.key),
})
