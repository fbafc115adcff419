import { createError, type UpstreamClient } from '@svc/core'
import { senateEfd } from '../upstreams/senate-efd.ts'

/** An eFD session whose agreement is accepted: the cookies to send and the CSRF token Django checks. */
export interface EfdSession {
  cookie: string
  csrf: string
}

/** Sessions per base URL, kept in this process for a while: each costs two requests. */
const sessions = new Map<string, { session: Promise<EfdSession>; until: number }>()
const SESSION_MS = 20 * 60_000

/** An eFD page (agreement, search JSON, report) is tens of kB: a larger answer is not read on (a 502), so a broken one cannot fill the memory. */
export const EFD_PAGE_MAX_BYTES = 4 * 1024 * 1024

/** The agreement page (or any page carrying its form): what eFD answers a request without an accepted session. */
export const isAgreementPage = (html: string) => /name=["']?prohibition_agreement/i.test(html)

/** This process's session with eFD, opened when none is (or `renew`: the site answered as if none were). */
export function efdSession(client: UpstreamClient, renew = false): Promise<EfdSession> {
  const kept = sessions.get(client.baseUrl)
  if (kept && !renew && Date.now() < kept.until) return kept.session
  const session = open(client)
  sessions.set(client.baseUrl, { session, until: Date.now() + SESSION_MS })
  session.catch(() => sessions.delete(client.baseUrl))
  return session
}

/**
 * `GET /search/home/` sets the `csrftoken` cookie and carries the form's `csrfmiddlewaretoken`; `POST /search/home/`
 * with `prohibition_agreement=1` and that token accepts the agreement, answering a redirect that sets `sessionid`.
 */
async function open(client: UpstreamClient): Promise<EfdSession> {
  const home = await client.text('/search/home/', { headers: { accept: 'text/html' }, cacheTtlMs: 0, coalesce: false, maxBytes: EFD_PAGE_MAX_BYTES })
  const jar = new Map<string, string>()
  absorb(jar, home.headers)
  const token = /<input[^>]*name=["']csrfmiddlewaretoken["'][^>]*>/i.exec(home.data)?.[0].match(/value=["']([^"']+)["']/)?.[1]
  const csrf = jar.get('csrftoken')
  if (!token || !csrf || !isAgreementPage(home.data)) throw createError('UPSTREAM_FAILED', `${senateEfd.name} did not show its agreement form (CSRF token and cookie) at /search/home/`)
  const agreed = await client.text('/search/home/', {
    method: 'POST',
    body: new URLSearchParams({ prohibition_agreement: '1', csrfmiddlewaretoken: token }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', cookie: header(jar), referer: `${client.baseUrl}/search/home/` },
    redirect: 'manual',
    acceptStatus: [302, 303],
    retry: false,
  })
  absorb(jar, agreed.headers)
  if (!jar.has('sessionid')) throw createError('UPSTREAM_FAILED', `${senateEfd.name} opened no session when its agreement was accepted`)
  return { cookie: header(jar), csrf: jar.get('csrftoken')! }
}

/** `name=value` of each Set-Cookie (joined with commas in one header), attributes dropped. */
function absorb(jar: Map<string, string>, headers: Headers) {
  for (const cookie of (headers.get('set-cookie') ?? '').split(/,\s*(?=[\w.-]+=)/)) {
    const pair = /^\s*([\w.-]+)=([^;]*)/.exec(cookie)
    if (pair) jar.set(pair[1]!, pair[2]!)
  }
}

const header = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
