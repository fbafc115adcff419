import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { bytesToHex } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { signedBy, stopSignatureThread } from '../src/evm-signer.ts'

const secp = createRequire(import.meta.url)('secp256k1') as {
  ecdsaSign(digest: Uint8Array, key: Uint8Array): { signature: Uint8Array; recid: number }
  publicKeyCreate(key: Uint8Array, compressed: boolean): Uint8Array
  privateKeyVerify(key: Uint8Array): boolean
}
const random = (size: number) => crypto.getRandomValues(new Uint8Array(size))

/** A signer: its address and a signature of a random digest, or of the digest with one bit changed (invalid). */
function signer() {
  let key = random(32)
  while (!secp.privateKeyVerify(key)) key = random(32)
  const address = publicKeyToAddress(bytesToHex(secp.publicKeyCreate(key, false))).toLowerCase()
  const sign = (valid: boolean) => {
    const digest = random(32)
    const { signature, recid } = secp.ecdsaSign(digest, key)
    const signed = bytesToHex(new Uint8Array([...signature, 27 + recid]))
    const checked = valid ? digest : Uint8Array.from(digest, (byte, i) => (i === 5 ? byte ^ 1 : byte))
    return { digest: checked, signature: signed, valid }
  }
  return { address, sign }
}

/** Waits until a known key's check goes to the thread (it starts on the first check and answers here until ready). */
async function threadRunning(address: string, sign: ReturnType<typeof signer>['sign']) {
  for (let i = 0; i < 200; i++) {
    const { digest, signature } = sign(true)
    const answer = signedBy(digest, signature, address)
    if (answer instanceof Promise) return expect(await answer).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('the signature thread never started')
}

afterAll(() => stopSignatureThread())

describe('signature checks on a thread of their own', () => {
  it('answers as the main thread does, for valid and forged signatures, more at once than its ring holds', async () => {
    const signers = Array.from({ length: 4 }, signer)
    // The first signature of a key is recovered on the main thread; the key is known after it.
    for (const { address, sign } of signers) {
      const { digest, signature } = sign(true)
      expect(signedBy(digest, signature, address)).toBe(true)
    }
    await threadRunning(signers[0]!.address, signers[0]!.sign)
    const cases = Array.from({ length: 2500 }, (_, n) => {
      const { address, sign } = signers[n % signers.length]!
      return { address, ...sign(n % 3 !== 0) }
    })
    const answers = cases.map(({ digest, signature, address }) => signedBy(digest, signature, address))
    // Past the ring's 1,024 slots a check is made on the main thread at once.
    expect(answers.filter((answer) => answer instanceof Promise).length).toBeGreaterThan(0)
    expect(answers.filter((answer) => !(answer instanceof Promise)).length).toBeGreaterThan(0)
    const settled = await Promise.all(answers)
    expect(settled).toEqual(cases.map(({ valid }) => valid))
  })

  it('loses no wake-up when checks come one at a time and either side may be asleep', async () => {
    const { address, sign } = signer()
    const first = sign(true)
    expect(signedBy(first.digest, first.signature, address)).toBe(true)
    await threadRunning(address, sign)
    // Each check awaited alone, after no pause, a turn of the event loop, or a timer: the thread sleeps
    // between some, the main thread waits on others; a lost wake-up would leave a check unanswered.
    for (let n = 0; n < 600; n++) {
      const { digest, signature, valid } = sign(n % 5 !== 0)
      if (n % 3 === 1) await new Promise((resolve) => setImmediate(resolve))
      if (n % 7 === 2) await new Promise((resolve) => setTimeout(resolve, 1))
      const answer = signedBy(digest, signature, address)
      expect(answer).toBeInstanceOf(Promise)
      expect(await answer).toBe(valid)
    }
  }, 20_000)

  it('answers the checks in flight when the thread stops, and starts again on the next check', async () => {
    const { address, sign } = signer()
    const first = sign(true)
    expect(signedBy(first.digest, first.signature, address)).toBe(true)
    await threadRunning(address, sign)
    const cases = Array.from({ length: 300 }, (_, n) => sign(n % 2 === 0))
    const answers = cases.map(({ digest, signature }) => signedBy(digest, signature, address))
    await stopSignatureThread()
    expect(await Promise.all(answers)).toEqual(cases.map(({ valid }) => valid))
    await threadRunning(address, sign)
  })

  it('lets a process that used it exit by itself', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@svc/source', join(import.meta.dirname, 'fixtures/signature-thread-exit.ts')], { encoding: 'utf8', timeout: 30_000 })
    expect(run.error).toBeUndefined()
    expect(run.stdout.trim()).toBe('answered 200')
    expect(run.status).toBe(0)
  })
})
