/**
 * The local OCR engine's worker-thread module (core's worker pool runs it): tesseract.js reading
 * a prepared image with the traineddata of local files. It must not import @svc/core.
 */
import { createRequire } from 'node:module'
import Tesseract from 'tesseract.js'

export interface OcrJob {
  /** A greyscale PNG, prepared by the caller. */
  image: Uint8Array
  /** Tesseract language codes, e.g. `eng`. */
  languages: string[]
  /** Local directory holding `<language>.traineddata.gz`. */
  langPath: string
}

export interface OcrResult {
  text: string
  /** Tesseract's mean word confidence, 0-100. */
  confidence: number
}

const require = createRequire(import.meta.url)
const tesseractScript = require.resolve('tesseract.js/src/worker-script/node/index.js')

/**
 * Tesseract's own worker script with `fetch` refused: the engine reads its language data from
 * local files and the wasm core from tesseract.js-core; anything that would reach for the
 * network (a CDN default, a URL langPath) fails loudly instead. A thread whose start-up
 * failed (load, loadLanguage, initialize) ends rather than idling.
 */
export const OFFLINE_REFUSAL = 'the local OCR engine never uses the network'
const offlineWorker = new URL(`data:text/javascript,${encodeURIComponent(`
import { createRequire } from 'node:module'
import { parentPort } from 'node:worker_threads'
globalThis.fetch = async (url) => { throw new Error(${JSON.stringify(OFFLINE_REFUSAL)} + ' (asked for ' + String(url) + ')') }
const post = parentPort.postMessage.bind(parentPort)
parentPort.postMessage = (packet, ...rest) => {
  post(packet, ...rest)
  if (packet && packet.status === 'reject' && packet.action !== 'recognize') setTimeout(() => process.exit(1), 50)
}
createRequire(${JSON.stringify(tesseractScript)})(${JSON.stringify(tesseractScript)})
`)}`)

let current: { key: string; worker: Promise<Tesseract.Worker> } | undefined

function tesseractWorker(languages: string[], langPath: string): Promise<Tesseract.Worker> {
  const key = `${languages.join('+')} ${langPath}`
  if (current?.key === key) return current.worker
  void current?.worker.then((worker) => worker.terminate(), () => undefined)
  // tesseract.js leaves createWorker pending when its language data fails to load; its
  // errorHandler hears of it, and the load fails here.
  let loadFailed: (error: Error) => void = () => undefined
  const failure = new Promise<never>((_, reject) => {
    loadFailed = reject
  })
  const worker = Promise.race([failure, Tesseract.createWorker(languages, Tesseract.OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    // Never read or write a traineddata cache in the working directory.
    cacheMethod: 'none',
    workerPath: offlineWorker as unknown as string,
    errorHandler: (error: unknown) => loadFailed(new Error(`tesseract: ${String(error)}`)),
  })])
  current = { key, worker }
  worker.catch(() => {
    if (current?.worker === worker) current = undefined
  })
  return worker
}

export default async function recognize(job: OcrJob): Promise<OcrResult> {
  const worker = await tesseractWorker(job.languages, job.langPath)
  const { data } = await worker.recognize(Buffer.from(job.image.buffer, job.image.byteOffset, job.image.byteLength))
  return { text: data.text, confidence: data.confidence }
}
