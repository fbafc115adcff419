import * as v from 'valibot'
import { seconds, storeKey } from '../../params.ts'
import { ownerOf } from '../../scope.ts'
import { kvPut } from '../kv.ts'
import { storeSettingsOf } from '../settings.ts'
import { groupOperation } from '../../operation.ts'

const storeOperation = groupOperation('store')

export default storeOperation({
  name: 'kv-put',
  description: 'Stores a JSON value under a key in the paying wallet\'s private key-value store, optionally expiring after a TTL; overwrites any value under that key.',
  input: v.strictObject({
    key: storeKey('Key, 1-512 printable characters'),
    value: v.pipe(v.unknown(), v.check((value) => value !== undefined, 'is required'), v.description('Any JSON value')),
    ttlSeconds: v.optional(seconds(31_536_000, 'Expire after this many seconds (at most a year)')),
  }),
  effects: ['state'],
  keywords: ['save data', 'key value store', 'remember a value', 'agent memory'],
  handler: ({ input, caller, state, settings, now }) => kvPut(state, ownerOf(caller), storeSettingsOf(settings), input.key, input.value, input.ttlSeconds, now()),
})
