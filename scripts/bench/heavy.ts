import { createRequire } from 'node:module'
import { join } from 'node:path'
import { createTestApp, seededRandom } from '@svc/core/testing'
import { barcodePlugin } from '@svc/plugin-barcode'
import { countdownPlugin } from '@svc/plugin-countdown'
import { devPlugin } from '@svc/plugin-dev'
import { ediPlugin } from '@svc/plugin-edi'
import { htmlPlugin } from '@svc/plugin-html'
import { imagePlugin } from '@svc/plugin-image'
import { percentiles, ratio } from './measure.ts'

const plugins = [barcodePlugin, countdownPlugin, devPlugin, ediPlugin, htmlPlugin, imagePlugin]

/** A 1200x900 (1.08 MP) photo-like JPEG: gradients with grain, made with the sharp that plugin-image uses. */
async function photo(): Promise<string> {
  // sharp is plugin-image's dependency, not the root's: loaded from there, typed as far as used here.
  type Sharp = (input: Buffer, options: { raw: { width: number; height: number; channels: 3 } }) => { jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> } }
  const sharp = createRequire(join(import.meta.dirname, '../../packages/plugin-image/package.json'))('sharp') as Sharp
  const [width, height] = [1200, 900]
  const next = seededRandom(7)
  const pixels = Buffer.alloc(width * height * 3)
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)))
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grain = (next() - 0.5) * 40
      const at = (y * width + x) * 3
      pixels[at] = clamp(128 + 100 * Math.sin(x / 97) + grain)
      pixels[at + 1] = clamp((255 * y) / height + grain)
      pixels[at + 2] = clamp(128 + 90 * Math.cos((x + y) / 53) + grain)
    }
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer()
  return jpeg.toString('base64')
}

/** An X12 850 of about 950 KB (about 22,000 segments), under the default 1 MiB body. */
function largeX12(): string {
  const head = 'ISA*00*          *00*          *ZZ*ACMEBUYER      *ZZ*WIDGETSUPPLY   *231120*0930*U*00401*000000101*0*P*>~GS*PO*ACMEBUYER*WIDGETSUPPLY*20231120*0930*101*X*004010~ST*850*0001~BEG*00*SA*PO-4471**20231120~'
  const lines: string[] = []
  for (let i = 1, size = head.length; size < 950_000 - 100; i++) size += lines[lines.push(`PO1*${i}*${i % 97}*EA*4.25**UP*012345678905*VN*WS-${i}~PID*F****WIDGET ${i}~`) - 1]!.length
  const segments = lines.length * 2 + 2
  return `${head}${lines.join('')}SE*${segments}*0001~GE*1*101~IEA*1*000000101~`
}

/** An ordinary article page of about 900 KB: headings, paragraphs with links and emphasis, lists, tables. */
function largePage(): string {
  const parts = ['<!doctype html><html><head><title>Bench page</title></head><body><main>']
  const size = () => parts.reduce((sum, part) => sum + part.length, 0)
  for (let section = 0; section % 50 !== 0 || size() < 900_000; section++) {
    parts.push(`<h2>Section ${section}</h2>`)
    for (let p = 0; p < 4; p++) parts.push(`<p>Paragraph ${p} of section ${section} with <a href="/s/${section}/${p}">a link</a>, <em>emphasis</em>, <strong>strong text</strong> and <code>inline code</code> among ordinary words that fill a line.</p>`)
    parts.push(`<ul>${Array.from({ length: 5 }, (_, i) => `<li>Item ${i} of ${section}</li>`).join('')}</ul>`)
    parts.push(`<table><tr><th>Name</th><th>Value</th><th>Note</th></tr>${Array.from({ length: 6 }, (_, i) => `<tr><td>row ${i}</td><td>${i * section}</td><td>note ${i}</td></tr>`).join('')}</table>`)
  }
  return `${parts.join('')}</main></body></html>`
}

/** A JSON sample of about 900 KB: records with nested objects, arrays of mixed shapes, optional and null members. */
function largeSample(): unknown {
  const next = seededRandom(11)
  const records = []
  for (let i = 0; i % 200 !== 0 || JSON.stringify(records).length < 900_000; i++) {
    records.push({
      id: i,
      name: `customer ${i}`,
      email: next() < 0.9 ? `c${i}@example.com` : null,
      address: { street: `${i} Main St`, city: 'Dayton', zip: String(45400 + (i % 99)), ...(next() < 0.3 ? { unit: `#${i % 40}` } : {}) },
      orders: Array.from({ length: 1 + (i % 4) }, (_, n) => ({ number: `PO-${i}-${n}`, total: Math.round(next() * 1e4) / 100, lines: [{ sku: `WS-${n}`, qty: n + 1 }], ...(n % 2 ? { coupon: 'SAVE10' } : {}) })),
      tags: next() < 0.5 ? ['new', 'retail'] : [],
      [`extra${i % 25}`]: next() < 0.5 ? i : `v${i}`,
    })
  }
  return { customers: records, total: records.length }
}

interface Case {
  label: string
  call: () => Promise<Response>
  /** The answer expected: a status, and for a 400 the reason. */
  expect: { status: number; reason?: string }
}

/**
 * The slowest operations answered on the host, whole calls through the pipeline (validation, worker pool, answer),
 * each as a ratio to a trivial call (dev.uuid) measured in the same run, with absolute milliseconds for the record.
 */
export async function benchHeavy(rounds: number): Promise<void> {
  const prices = Object.fromEntries(plugins.flatMap((plugin) => plugin.operations.map((operation) => [`${plugin.group}.${operation.name}`, 0])))
  // Images up to 10 MiB need a body limit above the default 1 MiB; everything else stays under it.
  const app = createTestApp({ plugins, config: { prices, bodyLimitBytes: 16 * 1024 * 1024 } })
  const post = (path: string, json: unknown) => () => app.request(path, { json })
  const image = await photo()
  const cases: Case[] = [
    { label: 'image.compress 1.08 MP JPEG -> JPEG q80', call: post('/api/image/compress', { image, format: 'jpeg', output: 'json' }), expect: { status: 200 } },
    { label: 'image.compress 1.08 MP JPEG -> WebP q80', call: post('/api/image/compress', { image, format: 'webp', output: 'json' }), expect: { status: 200 } },
    { label: 'image.compress 1.08 MP JPEG -> AVIF q50', call: post('/api/image/compress', { image, format: 'avif', quality: 50, output: 'json' }), expect: { status: 200 } },
    { label: 'countdown.gif 600 frames 1600x800 neon', call: () => app.request('/api/countdown/gif?endDate=2099-12-31T23:59:59Z&seconds=60&fps=10&width=1600&height=800&digitFontSize=300&template=neon'), expect: { status: 200 } },
    { label: 'countdown.gif 600 frames 1600x800 default', call: () => app.request('/api/countdown/gif?endDate=2099-12-31T23:59:59Z&seconds=60&fps=10&width=1600&height=800&digitFontSize=300'), expect: { status: 200 } },
    { label: 'barcode.generate qr 2000 B, L, 4096 px png', call: post('/api/barcode/generate', { format: 'qr', errorCorrection: 'L', data: { type: 'text', text: 'Q'.repeat(2000) }, output: 'png', size: 4096 }), expect: { status: 200 } },
    { label: 'barcode.generate pdf417 1000 B, 4096 px png', call: post('/api/barcode/generate', { format: 'pdf417', data: { type: 'text', text: 'Pdf417 bench 0123456789. '.repeat(40) }, output: 'png', size: 4096 }), expect: { status: 200 } },
    { label: 'edi.parse X12 950 KB', call: post('/api/edi/parse', { edi: largeX12() }), expect: { status: 200 } },
    { label: 'html.to-markdown 900 KB page', call: post('/api/html/to-markdown', { html: largePage() }), expect: { status: 200 } },
    { label: 'dev.json-to-typescript 900 KB sample', call: post('/api/dev/json-to-typescript', { sample: largeSample() }), expect: { status: 200 } },
    { label: 'dev.json-to-zod 900 KB sample', call: post('/api/dev/json-to-zod', { sample: largeSample() }), expect: { status: 200 } },
    { label: 'dev.regex-test (a+)+$ stopped at 1000 ms', call: post('/api/dev/regex-test', { pattern: '(a+)+$', text: `${'a'.repeat(40)}!`, timeoutMs: 1000 }), expect: { status: 400, reason: 'timeout' } },
  ]
  const timed = async (call: () => Promise<Response>, expected: Case['expect'], label: string) => {
    const started = performance.now()
    const response = await call()
    const body = await response.arrayBuffer()
    const ms = performance.now() - started
    const reason = response.status === 400 ? (JSON.parse(Buffer.from(body).toString()) as { reason?: string }).reason : undefined
    if (response.status !== expected.status || reason !== expected.reason) throw new Error(`${label}: answered ${response.status} ${Buffer.from(body).toString().slice(0, 300)}`)
    return { ms, bytes: body.byteLength }
  }
  const uuid = () => app.request('/api/dev/uuid')
  const baseline = async () => {
    const samples: number[] = []
    for (let i = 0; i < 2000; i++) samples.push((await timed(uuid, { status: 200 }, 'dev.uuid')).ms)
    return percentiles(samples).p50
  }
  console.log(`\nheavy operations: whole calls through the pipeline (built packages), median of ${rounds} after a warm-up call, as a ratio to dev.uuid's median measured in the same run`)
  const base = await baseline()
  console.log(`  ${'dev.uuid (baseline)'.padEnd(46)} ${base.toFixed(3).padStart(10)} ms`)
  let slowest = 0
  for (const test of cases) {
    // The warm-up starts the pool's threads and loads the worker modules, which the time limits do not count.
    await timed(test.call, test.expect, test.label)
    const samples: number[] = []
    let bytes = 0
    for (let i = 0; i < rounds; i++) {
      const { ms, bytes: size } = await timed(test.call, test.expect, test.label)
      samples.push(ms)
      bytes = size
    }
    const { p50 } = percentiles(samples)
    slowest = Math.max(slowest, p50)
    console.log(`  ${test.label.padEnd(46)} ${p50.toFixed(0).padStart(10)} ms  x${Math.round(p50 / base).toLocaleString('en').padStart(7)} uuid  (${(bytes / 1024).toFixed(0)} KiB answer)`)
  }
  ratio('slowest heavy call / dev.uuid', slowest / base, 'bounded by each pool\'s time limit')

  // The point of the pools: while heavy work runs on every thread, a trivial call is still answered at once.
  console.log('\nthe event loop while heavy work runs: dev.uuid latency with two catastrophic regexes and two 600-frame GIFs in flight')
  const idle = await baseline()
  const heavy = [
    ...[1, 2].map(() => cases.at(-1)!.call()),
    ...[1, 2].map(() => cases[3]!.call()),
  ]
  const busySamples: number[] = []
  let settled = false
  void Promise.all(heavy).then(() => { settled = true })
  // An in-process call may complete in microtasks alone: yielding between calls lets the pools' messages and timers in, as a socket would.
  while (!settled) {
    busySamples.push((await timed(uuid, { status: 200 }, 'dev.uuid')).ms)
    await new Promise((resolve) => setImmediate(resolve))
  }
  await Promise.all(heavy)
  const busy = percentiles(busySamples)
  console.log(`  dev.uuid idle p50 ${idle.toFixed(3)} ms; busy p50 ${busy.p50.toFixed(3)} ms, p99 ${busy.p99.toFixed(3)} ms over ${busySamples.length} calls`)
  ratio('dev.uuid p50 busy / idle', busy.p50 / idle, 'a small multiple: the heavy work is off the event loop')
}
