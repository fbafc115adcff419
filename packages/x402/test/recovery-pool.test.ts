import { createRequire } from 'node:module'
import { bytesToHex, hexToBytes, keccak256, toBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount, sign } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { bindingPath, createRecoveryPool } from '../src/recovery-pool.ts'

const binding = createRequire(import.meta.url)('secp256k1/bindings.js') as { ecdsaRecover(s: Uint8Array, r: number, d: Uint8Array, c: boolean): Uint8Array }
const recover = (signature: Uint8Array, recid: number, digest: Uint8Array) => binding.ecdsaRecover(signature, recid, digest, false)

/** A signed digest: its r‖s, recovery id, and the signer's public key (64 bytes, no prefix). */
async function signed(n: number) {
  const key = generatePrivateKey()
  const digest = keccak256(toBytes(`voucher ${n}`))
  const signature = await sign({ hash: digest, privateKey: key, to: 'bytes' })
  const publicKey = hexToBytes(privateKeyToAccount(key).publicKey).subarray(1)
  return { rs: signature.subarray(0, 64), recid: signature[64]! - 27, digest: hexToBytes(digest), publicKey }
}

describe('signature recovery on a second thread', () => {
  it('recovers concurrent calls\' keys on the worker, each its own, and null for one that recovers none', async () => {
    const pool = createRecoveryPool(recover, bindingPath())
    const jobs = await Promise.all(Array.from({ length: 6 }, (_, n) => signed(n)))
    // An r of zero is no signature: libsecp256k1 recovers no key from it.
    const broken = { ...jobs[0]!, rs: new Uint8Array(64) }
    const keys = await Promise.all([...jobs, broken].map((job) => pool.recover(job.rs, job.recid, job.digest)))
    expect(keys.slice(0, 6).map((key) => bytesToHex(key!))).toEqual(jobs.map((job) => bytesToHex(job.publicKey)))
    expect(keys[6]).toBeNull()
    // The first came alone (none before it): recovered here; the ones after it, among others, on the worker.
    expect(pool.counts).toEqual({ here: 1, worker: 6 })
  })

  it('recovers a lone call on this thread (a message would cost more than it saves)', async () => {
    const pool = createRecoveryPool(recover, bindingPath())
    const job = await signed(1)
    expect(bytesToHex((await pool.recover(job.rs, job.recid, job.digest))!)).toBe(bytesToHex(job.publicKey))
    expect(pool.counts).toEqual({ here: 1, worker: 0 })
  })

  it('recovers on this thread when the worker cannot start, the calls it held included', async () => {
    const pool = createRecoveryPool(recover, '/nowhere/bindings.js')
    const jobs = await Promise.all(Array.from({ length: 3 }, (_, n) => signed(n)))
    const keys = await Promise.all(jobs.map((job) => pool.recover(job.rs, job.recid, job.digest)))
    expect(keys.map((key) => bytesToHex(key!))).toEqual(jobs.map((job) => bytesToHex(job.publicKey)))
    expect(pool.counts.here).toBe(3)
    const again = await Promise.all(jobs.map((job) => pool.recover(job.rs, job.recid, job.digest)))
    expect(again.map((key) => bytesToHex(key!))).toEqual(jobs.map((job) => bytesToHex(job.publicKey)))
    expect(pool.counts).toEqual({ here: 6, worker: 0 })
  })
})
