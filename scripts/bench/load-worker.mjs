// The load generator's worker: keep-alive HTTP/1.1 connections on raw sockets, each sending its
// next request as soon as the previous answer is complete, for a fixed time. Plain JS so it runs
// in a worker thread with no loader; see load.ts.
import { connect } from 'node:net'
import { parentPort, workerData } from 'node:worker_threads'

const { port, connections, durationMs, method, path, headers, body, firstNumber } = workerData
const head = `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nconnection: keep-alive\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}`
let counter = firstNumber
const parts = body?.split(/(\{[ik]\})/)
/** The body with `{i}` replaced by a number unique to this request, `{k}` by one of 5,000 recurring ones. */
const nextRequest = () => {
  if (parts === undefined) return `${head}\r\n`
  const n = counter++
  const text = parts.map((part) => (part === '{i}' ? n : part === '{k}' ? n % 5000 : part)).join('')
  return `${head}content-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`
}

let done = 0
const statuses = {}
const deadline = performance.now() + durationMs
const started = performance.now()

function run() {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', noDelay: true })
    let buffered = Buffer.alloc(0)
    const send = () => {
      if (performance.now() >= deadline) return socket.end(resolve)
      socket.write(nextRequest())
    }
    socket.on('connect', send)
    socket.on('error', reject)
    socket.on('data', (chunk) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk
      for (;;) {
        const end = buffered.indexOf('\r\n\r\n')
        if (end < 0) return
        const header = buffered.subarray(0, end).toString('latin1')
        if (/\r\ntransfer-encoding:\s*chunked/i.test(header)) return reject(new Error('chunked answers are not measured'))
        const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(header)?.[1] ?? 0)
        if (buffered.length < end + 4 + length) return
        const status = header.slice(9, 12)
        statuses[status] = (statuses[status] ?? 0) + 1
        done++
        buffered = buffered.subarray(end + 4 + length)
        send()
      }
    })
  })
}

Promise.all(Array.from({ length: connections }, run)).then(
  () => parentPort.postMessage({ done, statuses, seconds: (performance.now() - started) / 1000 }),
  (error) => parentPort.postMessage({ error: String(error?.message ?? error) }),
)
