// The load generator's worker: keep-alive HTTP/1.1 connections on raw sockets, each sending its
// next request as soon as the previous answer is complete, for a fixed time, or (`sequences`) each
// connection sending its own list of requests in order, once. Plain JS so it runs in a worker
// thread with no loader; see load.ts.
import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { parentPort as threadPort, workerData } from 'node:worker_threads'

// In a worker thread, or (`sequences` in a process of its own, see load.ts) a child process: its data comes first over IPC.
const parentPort = threadPort ?? { postMessage: (message) => process.send(message), once: (event, listener) => process.once(event, listener) }
const { port, connections, durationMs, method, path, headers, body, firstNumber, sequences } = workerData ?? (await new Promise((resolve) => process.once('message', resolve)))
const head = `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nconnection: keep-alive\r\n${Object.entries(headers ?? {}).map(([name, value]) => `${name}: ${value}\r\n`).join('')}`
let counter = firstNumber
const parts = body?.split(/(\{[ik]\})/)
/** The body with `{i}` replaced by a number unique to this request, `{k}` by one of 5,000 recurring ones. */
const nextRequest = () => {
  if (parts === undefined) return `${head}\r\n`
  const n = counter++
  const text = parts.map((part) => (part === '{i}' ? n : part === '{k}' ? n % 5000 : part)).join('')
  return `${head}content-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`
}

/** This thread's CPU time so far (µs), from Linux's /proc (schedstat in ns, else stat in 10 ms ticks); undefined elsewhere. */
function threadCpuMicros() {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1000
  } catch {
    try {
      const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ')
      return (Number(fields[11]) + Number(fields[12])) * 10_000
    } catch {
      return undefined
    }
  }
}

let done = 0
const statuses = {}
let deadline = performance.now() + durationMs
let started = performance.now()

/** One connection: `next()` gives its next request's text, or undefined when it is through. */
function run(next, socket) {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0)
    const send = () => {
      const request = next()
      if (request === undefined) return socket.end(resolve)
      socket.write(request)
    }
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
        // In sequences, a refusal ends the run: the next voucher would be refused too.
        if (sequences && status !== '200') return reject(new Error(`answered ${status}: ${buffered.subarray(end + 4, end + 4 + Math.min(length, 400)).toString()}`))
        buffered = buffered.subarray(end + 4 + length)
        send()
      }
    })
    if (socket.connecting) socket.once('connect', send)
    else send()
  })
}

const opened = () => new Promise((resolve, reject) => {
  const socket = connect({ port, host: '127.0.0.1', noDelay: true })
  socket.once('connect', () => resolve(socket))
  socket.once('error', reject)
})

const fail = (error) => parentPort.postMessage({ error: String(error?.message ?? error) })

if (sequences) {
  // Each connection is one caller: its requests (built ahead, as its vouchers were signed ahead) in
  // order, one at a time. The connections open first; the timing starts at the parent's `go`, and
  // this thread's CPU is reported so the parent can take the load generator's share out of the process's.
  const texts = sequences.map((list) => list.map((extra) => `${head}${extra}\r\n`))
  Promise.all(texts.map(opened)).then((sockets) => {
    parentPort.once('message', () => {
      const cpu = threadCpuMicros()
      started = performance.now()
      Promise.all(sockets.map((socket, n) => {
        let at = 0
        return run(() => texts[n][at++], socket)
      })).then(() => {
        const seconds = (performance.now() - started) / 1000
        const after = threadCpuMicros()
        parentPort.postMessage({ done, statuses, seconds, cpuMicros: cpu === undefined || after === undefined ? undefined : after - cpu })
      }, fail)
    })
    parentPort.postMessage({ ready: true })
  }, fail)
} else {
  deadline = performance.now() + durationMs
  started = performance.now()
  Promise.all(Array.from({ length: connections }, () => opened().then((socket) => run(() => (performance.now() >= deadline ? undefined : nextRequest()), socket)))).then(
    () => parentPort.postMessage({ done, statuses, seconds: (performance.now() - started) / 1000 }),
    fail,
  )
}
