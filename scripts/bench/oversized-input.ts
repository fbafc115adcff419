import { createTestApp } from '@svc/core/testing'
import { ipinfoPlugin } from '@svc/plugin-ipinfo'
import { percentiles, ratio } from './measure.ts'

/**
 * A body far beyond what a schema allows, refused: ipinfo.bulk (at most 50 addresses) sent 200,000
 * of them in 400 KB, the case of issue 33. Its time is a ratio to a valid call of one address that
 * stops at its upstream check (no network), with the answer's size and the heap it left behind.
 */
export async function benchOversizedInput(rounds: number): Promise<void> {
  const app = createTestApp({ plugins: [ipinfoPlugin], config: { prices: { 'ipinfo.bulk': 0 } } })
  const oversized = JSON.stringify({ ips: Array(200_000).fill(1) })
  const invalid = JSON.stringify({ ips: [1] })
  const call = (body: string) => async () => {
    const started = performance.now()
    const response = await app.request('/api/ipinfo/bulk', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    const size = (await response.arrayBuffer()).byteLength
    if (response.status !== 400) throw new Error(`ipinfo.bulk answered ${response.status}`)
    return { ms: performance.now() - started, size }
  }
  const measure = async (task: () => Promise<{ ms: number; size: number }>) => {
    const samples: number[] = []
    let size = 0
    for (let i = 0; i < rounds; i++) {
      const done = await task()
      samples.push(done.ms)
      size = done.size
    }
    return { p50: percentiles(samples).p50, size }
  }
  console.log(`\noversized input: ipinfo.bulk with 200,000 items (${(oversized.length / 1024).toFixed(0)} KiB, at most 50 allowed), median of ${rounds}`)
  const small = await measure(call(invalid))
  global.gc?.()
  const heapBefore = process.memoryUsage().heapUsed
  const large = await measure(call(oversized))
  const heapAfter = process.memoryUsage().heapUsed
  console.log(`  ${'one invalid address (baseline)'.padEnd(46)} ${small.p50.toFixed(3).padStart(10)} ms  (${small.size} B answer)`)
  console.log(`  ${'200,000 items refused'.padEnd(46)} ${large.p50.toFixed(1).padStart(10)} ms  (${large.size} B answer, heap +${Math.max(0, (heapAfter - heapBefore) / 2 ** 20).toFixed(0)} MiB)`)
  await app.close()
  ratio('200,000 items refused / one invalid address', large.p50 / small.p50, 'about the cost of parsing the body: no element validated, an answer of one issue')
}
