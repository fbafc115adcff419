#!/usr/bin/env node
// Compiles native/secp256k1-addon.c with the libsecp256k1 sources of the `secp256k1-wasm` npm package
// (a 2021 libsecp256k1, safegcd inverses) into native/build/x402-secp256k1.node: the repository's
// postinstall (a fresh clone's `pnpm install` builds it, ~1.5 s of CPU). Not a lifecycle script of the
// published @svc/x402: pnpm refuses to install a dependency whose build script is not approved. Never
// fails the install: without a C compiler or Node's headers the signer uses the `secp256k1` package's
// prebuilt binding as before. `--force` rebuilds; SVC_NO_NATIVE=1 skips.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const here = import.meta.dirname
const output = join(here, 'build', 'x402-secp256k1.node')
const inputs = ['secp256k1-addon.c', 'keccak.h', 'build.mjs'].map((file) => join(here, file))
const say = (line) => console.log(`@svc/x402 native: ${line}`)

function build() {
  if (process.env.SVC_NO_NATIVE === '1') return say('skipped (SVC_NO_NATIVE=1)')
  const fresh = existsSync(output) && inputs.every((file) => statSync(file).mtimeMs <= statSync(output).mtimeMs)
  if (fresh && !process.argv.includes('--force')) return
  const sources = join(dirname(createRequire(import.meta.url).resolve('secp256k1-wasm/package.json')), 'depend', 'secp256k1')
  const headers = join(dirname(process.execPath), '..', 'include', 'node')
  if (!existsSync(join(headers, 'node_api.h'))) return say(`no Node headers at ${headers}: the prebuilt binding is used`)
  // 64-bit targets multiply with __int128 (5x52 field, 4x64 scalars); others with 32-bit limbs.
  const wide = ['x64', 'arm64', 'ppc64', 's390x', 'riscv64', 'loong64'].includes(process.arch)
  const limbs = wide ? ['-DHAVE___INT128=1', '-DUSE_FIELD_5X52=1', '-DUSE_SCALAR_4X64=1'] : ['-DUSE_FIELD_10X26=1', '-DUSE_SCALAR_8X32=1']
  const defines = ['-DECMULT_WINDOW_SIZE=15', '-DECMULT_GEN_PREC_BITS=4', '-DENABLE_MODULE_RECOVERY=1', ...limbs]
  const next = `${output}.${process.pid}`
  mkdirSync(dirname(output), { recursive: true })
  const args = ['-O2', '-fPIC', '-shared', '-w', ...defines, `-I${sources}`, `-I${join(sources, 'src')}`, `-I${headers}`, join(here, 'secp256k1-addon.c'), '-o', next]
  if (process.platform === 'darwin') args.push('-undefined', 'dynamic_lookup')
  const started = performance.now()
  try {
    execFileSync(process.env.CC || 'cc', args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 })
    renameSync(next, output)
    say(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  } catch (error) {
    rmSync(next, { force: true })
    say(`not built (${String(error.stderr ?? error.message).trim().split('\n')[0]}): the prebuilt binding is used`)
  }
}

try {
  build()
} catch (error) {
  say(`not built (${error.message}): the prebuilt binding is used`)
}
