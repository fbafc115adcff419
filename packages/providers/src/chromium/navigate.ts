import { createError } from '@svc/core'
import type { Page } from 'puppeteer-core'

export interface NavigateOptions {
  url: string
  waitUntil: 'load' | 'domcontentloaded' | 'networkidle0' | 'networkidle2'
  timeoutMs: number
}

/** Loads the page; a timeout or a failed navigation becomes the 502 callers see (the status the page answered otherwise). */
export async function navigate(page: Page, options: NavigateOptions): Promise<number | null> {
  try {
    const response = await page.goto(options.url, { waitUntil: options.waitUntil, timeout: options.timeoutMs })
    return response?.status() ?? null
  } catch (error) {
    const message = (error as Error).message
    if ((error as Error).name === 'TimeoutError') throw createError('UPSTREAM_TIMEOUT', `url: the page did not reach "${options.waitUntil}" within ${options.timeoutMs} ms`)
    const reason = /net::[A-Z_]+/.exec(message)?.[0] ?? 'navigation failed'
    throw createError('UPSTREAM_FAILED', `url: the page could not be loaded (${reason}${reason === 'net::ERR_TUNNEL_CONNECTION_FAILED' ? ': it, or a redirect of it, is unreachable or on an address this service does not fetch' : ''})`)
  }
}
