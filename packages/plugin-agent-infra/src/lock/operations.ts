import * as v from 'valibot'
import { resourceName, seconds } from '../params.ts'
import { ownerOf } from '../scope.ts'
import { acquireLock, releaseLock, renewLock } from './locks.ts'
import { groupOperation } from '../operation.ts'

const lockOperation = groupOperation('lock')

const name = resourceName('Lock name')
const token = v.pipe(v.number(), v.integer(), v.minValue(1), v.description('Fencing token from lock.acquire'))
const ttlSeconds = seconds(86_400, 'Lease in seconds (at most a day)')

export const acquire = lockOperation({
  name: 'acquire',
  description: 'Takes a named lock for the paying wallet with a lease (TTL): `acquired` says whether this call got it; the fencing token grows with every acquisition. Expiry frees the lock.',
  input: v.strictObject({ name, ttlSeconds }),
  effects: ['state'],
  keywords: ['mutex', 'distributed lock', 'leader election', 'exclusive access'],
  handler: ({ input, caller, state, now }) => acquireLock(state, ownerOf(caller), input.name, input.ttlSeconds, now()),
})

export const release = lockOperation({
  name: 'release',
  description: 'Releases a lock; only the holder (its token) can. 409 when the token no longer holds it.',
  input: v.strictObject({ name, token }),
  effects: ['state'],
  handler: ({ input, caller, state }) => releaseLock(state, ownerOf(caller), input.name, input.token),
})

export const renew = lockOperation({
  name: 'renew',
  description: 'Extends the lease of a lock the caller holds (same token); 409 when it expired or another holder has it.',
  input: v.strictObject({ name, token, ttlSeconds }),
  effects: ['state'],
  handler: ({ input, caller, state, now }) => renewLock(state, ownerOf(caller), input.name, input.token, input.ttlSeconds, now()),
})
