import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generatePrivateKey } from 'viem/accounts'
import { beforeEach, describe, expect, it } from 'vitest'
import { usePaidHost } from '../../client/test/_host.ts'
import { svc } from './_cli.ts'

const paid = usePaidHost()
let env: Record<string, string>
const payer = generatePrivateKey()
beforeEach(() => {
  env = { SVC_URL: paid.host.url, SVC_SPEND_FILE: join(mkdtempSync(join(tmpdir(), 'svc-cli-')), 'spend.json') }
})

describe('svc directory', () => {
  it('lists the catalog as a table', async () => {
    const run = await svc(['directory'], env)
    expect(run.code).toBe(0)
    expect(run.stdout).toMatchInlineSnapshot(`
      "operation         method  price              description
      account.channels  GET     $0.0025            The signed-in wallet's open payment channels with this host (x402 batch-settlement): deposit, charged by its vouchers, claimed on chain, and what remains.
      account.receipts  GET     $0.0025            The signed-in wallet's paid calls on this host, newest first: operation, amount, time, network, and the transaction or the channel it was paid from.
      batch.run         POST    $0.003 (variable)  Runs 1 to 50 catalog calls behind one payment whose price is the exact sum of the sub-calls; atomic: if any sub-call fails nothing is charged and the failing calls are returned.
      demo.broken       GET     $0.01              Its upstream is down.
      demo.echo         GET     $0.01              Echoes a word back, with a count.
      demo.free         GET     free               Costs nothing.
      demo.limited      GET     $0.01              Its upstream is rate limiting.
      demo.pixel        GET     $0.003             A one-pixel GIF.
      demo.pricey       GET     $2                 Costs two dollars.
      demo.shout        POST    $0.002             Upper-cases a text.
      search.endpoints  GET     $0.0025            Finds the operations of this host that fit a task described in plain words; ranked matches with scores and the reason for each.
      11 operations"
    `)
  })

  it('filters by group and prints JSON', async () => {
    const run = await svc(['directory', 'demo', '--json'], env)
    const listing = JSON.parse(run.stdout)
    expect(listing.count).toBe(7)
    expect(listing.operations[0]).toMatchObject({ id: 'demo.broken', versions: [{ method: 'GET', price: { usd: 0.01 } }] })
    expect((await svc(['directory', 'nothing-like-this'], env)).code).toBe(1)
  })
})

describe('svc call', () => {
  it('calls in trial mode by default, typing params by the schema, then says when the next free call opens', async () => {
    const first = await svc(['call', 'demo.echo', 'word=hi', 'times=2'], env)
    expect(first).toMatchInlineSnapshot(`
      {
        "code": 0,
        "stderr": "",
        "stdout": "word: hihi
      caller: trial

      1 item
      source: demo (MIT) https://example.org
      demo.echo: free trial call (one per operation per hour)",
      }
    `)
    const second = await svc(['call', 'demo.echo', 'word=hi'], env)
    expect(second.code).toBe(1)
    expect(second.stderr.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/, '<time>').replace(/\b3[56]\d\d\b/g, '<s>')).toMatchInlineSnapshot(`
      "error TRIAL_EXHAUSTED (402): The free trial of demo.echo was used in the last 60 minutes; the next one opens at <time> (in <s> s). Pay with x402 to call it now.
      next free call in <s> s; to pay now: --pay with SVC_PAYER_EVM_KEY or SVC_PAYER_SOLANA_KEY set"
    `)
  })

  it('sends POST params as typed JSON: lists from commas, JSON with :=', async () => {
    const run = await svc(['call', 'demo.shout', 'text=hello', 'tags=a,b'], env)
    expect(run).toMatchInlineSnapshot(`
      {
        "code": 0,
        "stderr": "",
        "stdout": "text: HELLO
      tags: ["a","b"]

      1 item
      source: demo (MIT) https://example.org
      demo.shout: free trial call (one per operation per hour)",
      }
    `)
    const json = await svc(['call', 'demo.shout', 'text=x', 'tags:=["c"]', '--json', '--pay', '--url', paid.host.url], { ...env, SVC_URL: 'http://127.0.0.1:9', SVC_PAYER_EVM_KEY: payer })
    expect(JSON.parse(json.stdout)).toMatchObject({ data: { items: [{ text: 'X', tags: ['c'] }] }, meta: { endpoint: 'demo.shout', caller: 'paid', cost: { usd: 0.002 } } })
  })

  it('shows a 400 with the field, and refuses malformed pairs as a usage error', async () => {
    expect(await svc(['call', 'demo.echo', 'word=x', 'times=9'], env)).toMatchInlineSnapshot(`
      {
        "code": 1,
        "stderr": "error INVALID_INPUT (400): times: expected <=3, received 9",
        "stdout": "",
      }
    `)
    const usage = await svc(['call', 'demo.echo', 'times=many'], env)
    expect(usage.code).toBe(2)
    expect(usage.stderr.split('\n')[0]).toBe('times takes a number; "many" is not one')
    const json = await svc(['call', 'demo.echo', 'word=x', 'times=9', '--json'], env)
    expect(JSON.parse(json.stdout)).toMatchObject({ code: 'INVALID_INPUT', status: 400, field: 'times' })
  })

  it('pays with --pay and the key from the environment, and keeps the day\'s spend in the spend file', async () => {
    const run = await svc(['call', 'demo.echo', 'word=paid', '--pay'], { ...env, SVC_PAYER_EVM_KEY: payer })
    expect(run).toMatchInlineSnapshot(`
      {
        "code": 0,
        "stderr": "",
        "stdout": "word: paid
      caller: paid

      1 item
      source: demo (MIT) https://example.org
      demo.echo: paid $0.01 USDC on eip155:84532, tx 0xabababababababababababababababababababababababababababababababab",
      }
    `)
    expect(paid.facilitator.settled).toHaveLength(1)
    const records = JSON.parse(readFileSync(env.SVC_SPEND_FILE!, 'utf8'))
    expect(records).toEqual([expect.objectContaining({ operation: 'demo.echo', amount: '10000', settled: true })])
    const overDay = await svc(['call', 'demo.echo', 'word=again', '--pay'], { ...env, SVC_PAYER_EVM_KEY: payer, SVC_MAX_PER_DAY: '0.015' })
    expect(overDay.stderr).toBe('error PAYMENT_REFUSED (402): Paying $0.01 for demo.echo would pass the daily limit of $0.015 ($0.01 spent in 24 h)')
  })

  it('refuses over --max before signing, and asks for a key when --pay has none', async () => {
    const refused = await svc(['call', 'demo.echo', 'word=x', '--pay', '--max', '0.001'], { ...env, SVC_PAYER_EVM_KEY: payer })
    expect(refused).toMatchInlineSnapshot(`
      {
        "code": 1,
        "stderr": "error PAYMENT_REFUSED (402): demo.echo costs $0.01, over the limit of $0.001 per call",
        "stdout": "",
      }
    `)
    expect(paid.facilitator.settled).toHaveLength(0)
    const noKey = await svc(['call', 'demo.echo', 'word=x', '--pay'], env)
    expect(noKey.code).toBe(2)
    expect(noKey.stderr.split('\n')[0]).toBe('--pay needs a key: set SVC_PAYER_EVM_KEY (0x private key, pays on Base) or SVC_PAYER_SOLANA_KEY (base58 secret key, pays on Solana)')
  })

  it('saves raw bytes with --out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-cli-out-'))
    const run = await svc(['call', 'demo.pixel', '--out', 'pixel.gif'], env, dir)
    expect(run).toMatchInlineSnapshot(`
      {
        "code": 0,
        "stderr": "",
        "stdout": "wrote 6 bytes of image/gif to pixel.gif
      demo.pixel: free trial call (one per operation per hour)",
      }
    `)
    expect([...readFileSync(join(dir, 'pixel.gif'))]).toEqual([71, 73, 70, 56, 57, 97])
    expect(existsSync(env.SVC_SPEND_FILE!)).toBe(false)
  })

  it('names an unknown operation and the group\'s operations', async () => {
    expect(await svc(['call', 'demo.nope'], env)).toMatchInlineSnapshot(`
      {
        "code": 1,
        "stderr": "error NOT_FOUND (404): demo.nope is not an operation of this host; demo has demo.broken, demo.echo, demo.free, demo.limited, demo.pixel, demo.pricey, demo.shout",
        "stdout": "",
      }
    `)
  })
})

describe('a host that is not there', () => {
  it('says which host could not be reached', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo
        server.close(() => resolve(port))
      })
    })
    const run = await svc(['call', 'convert.unit', 'value=1', '--url', `http://127.0.0.1:${closed}`], env)
    expect({ ...run, stderr: run.stderr.replace(`:${closed}`, ':<port>') }).toMatchInlineSnapshot(`
      {
        "code": 1,
        "stderr": "error UNREACHABLE: Could not reach http://127.0.0.1:<port> (ECONNREFUSED)
      is the host running? --url or SVC_URL names it",
        "stdout": "",
      }
    `)
  })
})

describe('svc search', () => {
  it('prints the host\'s ranked matches, free every time (no trial of search.endpoints used up)', async () => {
    for (let time = 1; time <= 3; time++) {
      const run = await svc(['search', 'upper case text'], env)
      expect(run.stderr, `search ${time}`).toBe('')
      expect(run.code, `search ${time}`).toBe(0)
      expect(run.stdout.replace(/^0\.\d\d/gm, '0.xx')).toMatchInlineSnapshot(`
        "score  operation   price   description
        0.xx   demo.shout  $0.002  Upper-cases a text."
      `)
    }
    const json = JSON.parse((await svc(['search', 'upper case text', '--json'], env)).stdout)
    expect(json).toMatchObject({ query: 'upper case text', count: 1, operations: [{ id: 'demo.shout', score: expect.any(Number) }] })
    // The paid operation's free trial is still there: the searches above did not use it.
    expect(await svc(['call', 'search.endpoints', 'q=upper case text'], env)).toMatchObject({ code: 0, stdout: expect.stringContaining('search.endpoints: free trial call') })
  })
})

describe('svc types', () => {
  it('generates the operation map of a host', async () => {
    const run = await svc(['types'], env)
    expect(run.stdout).toContain('export type SvcOperations = {')
    expect(run.stdout).toContain('"demo.echo": {')
  })
})
