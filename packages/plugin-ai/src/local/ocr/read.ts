import { createError, type OperationContext } from '@svc/core'
import { aiSettingsOf } from '@svc/providers/openai'
import { fetchImage } from '../../sources/image.ts'
import { detectLanguage } from '../language.ts'
import { ocrLanguageData, ocrPool } from './engine.ts'
import { prepareForOcr } from './prepare.ts'

const note = (languages: string[]) => `Tesseract OCR (tesseract.js, LSTM models of printed text: ${languages.join(', ')}) on this host, not a vision model: the text in reading order, with the language detected in it by eld. It does not detect tables (tables is empty) or handwriting (handwriting is false), and it does not follow an instruction.`

type Context = Pick<OperationContext<unknown>, 'settings' | 'signal'>

/** ai.ocr by the local engine: the caller's image through the URL guard, prepared by sharp, read by tesseract. */
export async function localOcr(ctx: Context, input: { imageUrl: string; instruction?: string | undefined }) {
  const settings = aiSettingsOf(ctx.settings).localOcr
  const data = ocrLanguageData(settings)
  const image = await fetchImage(input.imageUrl, ctx.signal)
  const started = performance.now()
  const release = admit(settings)
  const { prepared, result } = await (async () => {
    const prepared = await prepareForOcr(image.body, 'imageUrl')
    return { prepared, result: await ocrPool(settings).run({ image: prepared.png, ...data }, { field: 'imageUrl', signal: ctx.signal }) }
  })().finally(release)
  const text = result.text.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim()
  return {
    imageUrl: input.imageUrl,
    text,
    tables: [],
    language: text ? await detectLanguage(text) : 'und',
    handwriting: false,
    meta: {
      engine: 'local',
      library: 'tesseract.js',
      method: 'tesseract',
      note: note(data.languages),
      notAssessed: ['tables', 'handwriting'],
      ...(input.instruction ? { instructionIgnored: true } : {}),
      confidence: text ? Math.round(result.confidence) / 100 : 0,
      pixels: { width: prepared.width, height: prepared.height },
      readMs: Math.round(performance.now() - started),
    },
  }
}

let admitted = 0

/**
 * Images are decoded by sharp on libuv's thread pool, which the host shares with DNS and file
 * reads: at most as many images as the OCR pool can run and queue are decoded or waiting at
 * once (the image fetch is not counted), so a burst is refused with 503 before it is decoded.
 */
function admit(settings: { concurrency: number; queue: number }): () => void {
  if (admitted >= settings.concurrency + settings.queue) {
    throw createError('UNAVAILABLE', 'The local OCR engine is busy; retry shortly', { headers: { 'retry-after': '2' } })
  }
  admitted++
  return () => {
    admitted--
  }
}
