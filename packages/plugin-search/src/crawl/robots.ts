import { fetchPublicUrl, isApiError } from '@svc/core'
import robotsParser from 'robots-parser'

export const USER_AGENT = 'svc-crawl'

/**
 * The site's robots.txt rules for this crawler (fetched through the URL guard): a missing
 * file allows everything; a site whose robots.txt cannot be read is crawled as if it had none.
 * `signal` is the caller's request: an abandoned call stops the fetch and fails here.
 */
export async function robotsRules(origin: string, signal: AbortSignal): Promise<{ allows(url: string): boolean; crawlDelaySeconds: number | undefined }> {
  const robotsUrl = `${origin}/robots.txt`
  let text = ''
  try {
    const file = await fetchPublicUrl(robotsUrl, { field: 'url', maxBytes: 512 * 1024, overflow: 'truncate', timeoutMs: 10_000, signal })
    text = file.body.toString('utf8')
  } catch (error) {
    // An abandoned call is not a site without robots.txt: nothing more is fetched.
    if (signal.aborted || !isApiError(error) || error.code !== 'UPSTREAM_FAILED') throw error
  }
  const robots = robotsParser(robotsUrl, text)
  return { allows: (url) => robots.isAllowed(url, USER_AGENT) !== false, crawlDelaySeconds: robots.getCrawlDelay(USER_AGENT) }
}
