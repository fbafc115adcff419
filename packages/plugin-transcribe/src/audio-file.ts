import { fetchPublicUrl, invalidField } from '@svc/core'

/** The audio APIs take files up to 25 MB. */
const MAX_BYTES = 25 * 1024 * 1024

// The providers recognise the format by the file name's extension.
const EXTENSIONS: Array<[RegExp, string]> = [
  [/^audio\/(?:mpeg|mp3|mpga)\b/, 'mp3'], [/^audio\/(?:wav|x-wav|wave|vnd\.wave)\b/, 'wav'], [/^audio\/(?:mp4|x-m4a|m4a|aac)\b/, 'm4a'],
  [/^(?:audio|video)\/webm\b/, 'webm'], [/^audio\/(?:flac|x-flac)\b/, 'flac'], [/^(?:audio\/ogg|application\/ogg)\b/, 'ogg'], [/^video\/(?:mp4|mpeg)\b/, 'mp4'],
]

/**
 * A caller's recording through core's URL guard (public addresses only), at most 25 MB, as a file
 * to upload. `signal` is the caller's request: an abandoned call stops the fetch.
 */
export async function fetchAudio(url: string, signal: AbortSignal, field = 'audioUrl'): Promise<{ file: Blob; name: string; bytes: number }> {
  const audio = await fetchPublicUrl(url, {
    field,
    maxBytes: MAX_BYTES,
    accept: /^\s*(?:audio\/|video\/(?:mp4|mpeg|webm)\b|application\/ogg\b)/i,
    timeoutMs: 30_000,
    maxRedirects: 5,
    signal,
  })
  const type = audio.contentType.split(';')[0]!.trim().toLowerCase()
  const extension = EXTENSIONS.find(([pattern]) => pattern.test(type))?.[1]
  if (!extension) throw invalidField(field, `${type} is not a format the transcription API takes (mp3, mp4, m4a, wav, webm, flac, ogg)`, { reason: 'content_type' })
  return { file: new Blob([new Uint8Array(audio.body)], { type }), name: `audio.${extension}`, bytes: audio.body.byteLength }
}
