import { createError, defineOperation, sourcesInWords } from '@svc/core'
import { aiSettingsOf, audioModel, providerUpstream } from '@svc/providers/openai'
import * as v from 'valibot'
import { fetchAudio } from '../audio-file.ts'

/** OpenAI's `verbose_json` (whisper) or `json` answer; `usage.seconds` on duration-billed models. */
const transcription = v.object({
  text: v.string(),
  language: v.optional(v.string()),
  duration: v.optional(v.pipe(v.number(), v.minValue(0))),
  segments: v.optional(v.array(v.object({ start: v.number(), end: v.number(), text: v.string() }))),
  usage: v.optional(v.object({ type: v.string(), seconds: v.optional(v.number()) })),
})

export default defineOperation({
  name: 'audio',
  sources: sourcesInWords('the model\'s provider `POST /audio/transcriptions` (multipart)'),
  method: 'POST',
  description: 'Transcribes a recording (URL of mp3, mp4, m4a, wav, webm, flac or ogg, at most 25 MB; fetched here, public addresses only) to text with its language, duration and timed segments, by an audio model of the host\'s table (OpenAI-compatible audio API); billed by the minutes transcribed.',
  input: v.strictObject({
    audioUrl: v.pipe(v.string(), v.maxLength(2048), v.url('must be an absolute URL'), v.regex(/^https?:/i, 'must be an http or https URL')),
    model: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(80))),
    language: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'must be an ISO 639-1 code such as en'))),
    prompt: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  }),
  effects: ['fetch'],
  response: 'legacy',
  keywords: ['speech to text', 'transcription', 'whisper', 'audio to text', 'podcast transcript', 'subtitles'],
  async handler({ input, config, upstream, signal, reportUsage }) {
    const ai = aiSettingsOf(config.settings.ai ?? {})
    const id = input.model ?? ai.audioModel
    if (!id) throw createError('UPSTREAM_NOT_CONFIGURED', 'transcribe.audio needs an audio model on this host: set settings.ai.audioModel to an audio model of settings.ai.models, or name one in model')
    const model = audioModel(ai, id)
    const audio = await fetchAudio(input.audioUrl, signal)
    const form = new FormData()
    form.set('file', audio.file, audio.name)
    form.set('model', model.upstreamModel ?? model.id)
    form.set('response_format', model.verboseJson ? 'verbose_json' : 'json')
    if (input.language) form.set('language', input.language)
    if (input.prompt) form.set('prompt', input.prompt)
    const provider = providerUpstream(ai, model.provider)
    const { data } = await upstream(provider).json('/audio/transcriptions', { method: 'POST', body: form, schema: transcription, timeoutMs: 300_000 })
    const seconds = data.duration ?? data.usage?.seconds
    // Without a duration the call is billed its authorized maximum.
    if (seconds !== undefined) reportUsage((seconds / 60) * model.perMinute, { model: model.id, seconds })
    return {
      text: data.text.trim(),
      language: data.language ?? input.language ?? null,
      durationSeconds: seconds ?? null,
      segments: (data.segments ?? []).map((segment) => ({ start: segment.start, end: segment.end, text: segment.text.trim() })),
      model: model.id,
    }
  },
})
