import { createRequire } from 'node:module'

/**
 * native/secp256k1-addon.c, compiled by the repository's postinstall (native/build.mjs) over a current libsecp256k1
 * (safegcd inverses): recovery 20% and a known key's check 30% cheaper than the `secp256k1`
 * package's 2019 build, and Keccak-256 in C. Each writes into buffers the caller passes; lengths
 * are checked there too (a wrong one answers false).
 */
export interface OwnBinding {
  /** The signer's public key (x || y, 64 bytes) into `out`, for recovery id 0 or 1; false when none. */
  recover(signature64: Uint8Array, recid: number, digest: Uint8Array, out: Uint8Array): boolean
  /**
   * Whether ecrecover(digest, recid, r, s) is this key (x || y): a verification that checks the recovery id too.
   * A key checked 4 times in a row gets a comb of its multiples on the calling thread (88 KB, 256 keys at most),
   * which halves its next checks (~21 against ~42 µs).
   */
  signedByKey(signature64: Uint8Array, recid: number, digest: Uint8Array, key: Uint8Array): boolean
  /** How many keys the calling thread keeps a comb of, and how many of its checks were made on one. */
  combStats(): { keys: number; checks: number }
  /** Keccak-256 of `input` into `out` (32 bytes). */
  keccak256(input: Uint8Array, out: Uint8Array): boolean
}

let own: OwnBinding | null | undefined
let ownPath: string | undefined

/**
 * The addon when it was built and loads (from src/ or dist/), else null (the published package, which
 * does not build it); loaded once, on first use (~40 ms: libsecp256k1 computes its tables).
 */
export function ownBinding(): OwnBinding | null {
  if (own === undefined) {
    own = null
    if (process.env.SVC_NO_NATIVE === '1') return own
    const require = createRequire(import.meta.url)
    for (const path of ['../native/build/x402-secp256k1.node', '../../native/build/x402-secp256k1.node']) {
      try {
        own = require(path) as OwnBinding
        ownPath = require.resolve(path)
        break
      } catch {}
    }
  }
  return own
}

/** Where the addon was loaded from (an absolute path), for a thread of its own to load it too; undefined without it. */
export function ownBindingPath(): string | undefined {
  ownBinding()
  return ownPath
}
