import { describe, expect, it } from 'vitest'
import { compareWithViem } from './_recovery-cases.ts'

// Where the addon was not built (no C compiler or Node headers), as SVC_NO_NATIVE=1 makes it.
process.env.SVC_NO_NATIVE = '1'
const signer = await import('../src/evm-signer.ts')

describe("signature recovery through the secp256k1 package's prebuilt binding (the addon not built)", () => {
  it('recovers what viem recovers and refuses high s', async () => {
    expect(signer.signerBackend()).toBe('libsecp256k1-2019')
    expect(await compareWithViem(signer, 30)).toBeGreaterThan(250)
  })
})
