import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createError, createWorkerPool, type WorkerPool } from '@svc/core'
import type { OcrJob, OcrResult } from '../../ocr-worker.ts'
import type { AiSettings } from '@svc/providers/openai'

/** From sources the threads run ocr-worker.ts (through tsx); from the build, the bundled ocr-worker.mjs beside this chunk. */
const url = import.meta.url.endsWith('.ts') ? new URL('../../ocr-worker.ts', import.meta.url) : new URL('./ocr-worker.mjs', import.meta.url)

/** One read may take a minute; a thread idle for one is ended (its engine loads again in about 2 s). */
export const OCR_TIME_LIMIT_MS = 60_000

type OcrSettings = AiSettings['localOcr']
const pools = new Map<string, WorkerPool<OcrJob, OcrResult>>()

/** The bounded pool of OCR threads of a configuration: `concurrency` reading, `queue` waiting, then 503. */
export function ocrPool(settings: OcrSettings): WorkerPool<OcrJob, OcrResult> {
  const key = `${settings.concurrency}/${settings.queue}`
  let pool = pools.get(key)
  if (!pool) {
    pool = createWorkerPool<OcrJob, OcrResult>({
      name: 'local OCR',
      url,
      timeLimitMs: OCR_TIME_LIMIT_MS,
      maxWorkers: settings.concurrency,
      maxWaiting: settings.queue,
      idleMs: 60_000,
    })
    pools.set(key, pool)
  }
  return pool
}

/**
 * The languages and the local directory of their traineddata: `settings.ai.localOcr.langPath`,
 * else tesseract's LSTM model of printed English shipped in @tesseract.js-data/eng. A missing
 * file is a 503 naming the setting, before anything is fetched or charged.
 */
export function ocrLanguageData(settings: OcrSettings): { languages: string[]; langPath: string } {
  const langPath = settings.langPath ?? join(dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int')
  for (const language of settings.languages) {
    if (!existsSync(join(langPath, `${language}.traineddata.gz`))) {
      throw createError('UNAVAILABLE', `The local OCR engine has no traineddata for "${language}": put ${language}.traineddata.gz in settings.ai.localOcr.langPath or remove it from settings.ai.localOcr.languages`)
    }
  }
  return { languages: settings.languages, langPath }
}
