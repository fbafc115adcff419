import * as v from 'valibot'
import { storeKey } from '../../params.ts'
import { ownerOf } from '../../scope.ts'
import { kvDelete } from '../kv.ts'
import { groupOperation } from '../../operation.ts'

const storeOperation = groupOperation('store')

export default storeOperation({
  name: 'kv-delete',
  description: 'Deletes a key from the paying wallet\'s key-value store; `deleted` says whether it existed.',
  input: v.strictObject({ key: storeKey('Key') }),
  effects: ['state'],
  handler: ({ input, caller, state }) => kvDelete(state, ownerOf(caller), input.key),
})
