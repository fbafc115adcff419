import { isApiError } from '@svc/core'
import { fetchPage, type Page } from '@svc/providers/web-page'

/** Each source's page gets this much of the model's attention. */
const SOURCE_CHARS = 12_000

export type Source = { index: number; url: string } & (
  | { status: 'fetched'; page: Page }
  | { status: 'failed'; error: string }
)

/** Fetches every URL at once through the URL guard; a page that fails is reported, not fatal. */
export async function fetchSources(urls: readonly string[], field: string, signal: AbortSignal): Promise<Source[]> {
  const pages = await Promise.allSettled(urls.map((url) => fetchPage(url, signal, field, SOURCE_CHARS)))
  return pages.map((outcome, i) => outcome.status === 'fulfilled'
    ? { index: i + 1, url: urls[i]!, status: 'fetched', page: outcome.value }
    : { index: i + 1, url: urls[i]!, status: 'failed', error: isApiError(outcome.reason) ? outcome.reason.message : 'could not be fetched' })
}

/** The fetched sources as numbered material for the model. */
export function sourceDigest(sources: readonly Source[]): string {
  return sources.flatMap((source) => source.status === 'fetched'
    ? [`[${source.index}] ${source.page.title ?? source.page.finalUrl} (${source.page.finalUrl})\n<<<\n${source.page.text}\n>>>`]
    : []).join('\n\n')
}
