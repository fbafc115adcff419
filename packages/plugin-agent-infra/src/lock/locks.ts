import { createError, type StateStore } from '@svc/core'
import { cappedTtlMs, expiresAt, keyspace, type Owner } from '../scope.ts'

/**
 * A lock is one key holding `{token}` with the lease as its TTL: expiry frees it. Tokens come
 * from a per-lock counter that never resets, so a later holder always has a larger token
 * (fencing: a resource can refuse writes carrying an older one).
 */
const lockKey = (owner: Owner, name: string) => keyspace(owner, 'lock') + name
const sequenceKey = (owner: Owner, name: string) => keyspace(owner, 'lockseq') + name

export async function acquireLock(state: StateStore, owner: Owner, name: string, ttlSeconds: number, now: number) {
  const ttlMs = cappedTtlMs(owner, ttlSeconds * 1000)!
  const token = await state.increment(sequenceKey(owner, name))
  if (await state.setIfAbsent(lockKey(owner, name), { token }, { ttlMs })) {
    return { name, acquired: true, token, expiresAt: expiresAt(ttlMs, now) }
  }
  const remaining = await state.ttl(lockKey(owner, name))
  return { name, acquired: false, token: null, expiresAt: expiresAt(remaining, now) }
}

export async function releaseLock(state: StateStore, owner: Owner, name: string, token: number) {
  if (!(await state.deleteIfEquals(lockKey(owner, name), { token }))) {
    throw createError('CONFLICT', `Lock "${name}" is not held with token ${token} (it expired, or another holder has it)`)
  }
  return { name, released: true }
}

export async function renewLock(state: StateStore, owner: Owner, name: string, token: number, ttlSeconds: number, now: number) {
  const ttlMs = cappedTtlMs(owner, ttlSeconds * 1000)!
  if (!(await state.compareAndSet(lockKey(owner, name), { token }, { token }, { ttlMs }))) {
    throw createError('CONFLICT', `Lock "${name}" is not held with token ${token} (it expired, or another holder has it)`)
  }
  return { name, renewed: true, token, expiresAt: expiresAt(ttlMs, now) }
}
