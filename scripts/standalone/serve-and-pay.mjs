// The last step of the outside-the-repository check: serve the installed host and plugin as an operator
// does (`svc serve`), call an operation free in trial mode and pay for one with x402's test payer,
// settled by x402's stand-in facilitator. Nothing leaves the machine: the plugin's upstream is a local server.
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const fail = (message) => {
  throw new Error(message)
}

/** The plugin's provider, as its scaffolded fixture answers. */
async function fakeProvider() {
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://x')
    if (url.pathname !== '/items') return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items: [{ name: url.searchParams.get('q'), score: 0.9 }] }))
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** `svc serve` in `app`, resolved with its URL and what it printed once it listens. */
function serve(app, env) {
  const child = spawn(join(app, 'node_modules/.bin/svc'), ['serve'], { cwd: app, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } })
  let output = ''
  const listening = new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk
      const url = /svc listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (url && /^try: /m.test(output)) resolve({ url, output })
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => reject(new Error(`svc serve exited (${code}) before listening:\n${output}`)))
  })
  return { listening, stop: () => new Promise((resolve) => (child.exitCode === null ? (child.once('exit', resolve), child.kill('SIGTERM')) : resolve())) }
}

/** Serves `app` (host + plugin of `group` installed), calls `group.example` in trial mode and pays for it. */
export async function serveAndPay({ root, app, group, dataDir }) {
  const testing = await import(pathToFileURL(join(root, 'packages/x402/dist/testing/index.mjs')).href)
  const facilitator = await testing.stubFacilitator()
  const provider = await fakeProvider()
  const payTo = '0x1111111111111111111111111111111111111111'
  const upstreamEnv = `SVC_UPSTREAM_${group.toUpperCase().replace(/-/g, '_')}_API_URL`
  const host = serve(app, { SVC_PORT: '0', SVC_HOST: '127.0.0.1', SVC_LOG: 'off', SVC_DATA_DIR: dataDir, SVC_NETWORK: 'testnet', SVC_PAY_TO_EVM: payTo, SVC_FACILITATOR_URL: facilitator.url, [upstreamEnv]: provider.url })
  try {
    const { url, output } = await host.listening
    if (!output.includes(`payments: x402 v2 via ${facilitator.url} on EVM eip155:84532`)) fail(`the host does not take payments:\n${output}`)
    const operation = `${url}/api/${group}/example`
    const trial = await (await fetch(`${operation}?q=apple&trial=1`)).json()
    if (trial.meta?.caller !== 'trial' || trial.data?.items?.[0]?.name !== 'apple') fail(`trial call: ${JSON.stringify(trial)}`)
    const quote = await fetch(operation)
    const offer = (await quote.json()).accepts?.[0]
    if (quote.status !== 402 || offer?.network !== 'eip155:84532') fail(`bare call: ${quote.status} ${JSON.stringify(offer)}`)
    const payment = await testing.signExactPayment({ to: payTo, value: offer.amount, resource: `${operation}?q=pear` })
    const paid = await fetch(`${operation}?q=pear`, { headers: { 'payment-signature': payment.header } })
    const answer = await paid.json()
    if (paid.status !== 200 || answer.meta?.caller !== 'paid' || answer.meta?.settlement?.status !== 'settled') fail(`paid call: ${paid.status} ${JSON.stringify(answer)}`)
    if (facilitator.settled.length !== 1 || facilitator.settled[0].paymentRequirements.amount !== offer.amount) fail(`settlements: ${JSON.stringify(facilitator.settled)}`)
    return { url, paidUsd: answer.meta.cost.usd }
  } finally {
    await host.stop()
    await provider.close()
    await facilitator.close()
  }
}
