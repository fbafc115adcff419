import { randomBytes } from 'node:crypto'
import type { StateStore } from '@svc/core'

const KEY = 'mpp:secret'

/**
 * The HMAC secret challenges are bound with, when the operator set none: the first host writes a
 * random one into the shared state and every host on that state reads it, so a challenge issued by
 * one host is paid on any.
 */
export async function sharedSecret(state: StateStore): Promise<string> {
  await state.setIfAbsent(KEY, randomBytes(32).toString('base64url'))
  const secret = await state.get<string>(KEY)
  if (typeof secret !== 'string') throw new Error('mpp: the shared challenge secret could not be read from the state')
  return secret
}
