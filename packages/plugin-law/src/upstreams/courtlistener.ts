/** CourtListener's definition is @svc/providers/courtlistener's (token required since API v4.3), shared with plugin-agent. */
export { courtListener } from '@svc/providers/courtlistener'

/** The site the API's relative `absolute_url`s belong to. */
export const SITE = 'https://www.courtlistener.com'
export const absolute = (path: string | null | undefined) => (path ? (path.startsWith('http') ? path : `${SITE}${path}`) : null)
