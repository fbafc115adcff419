import type { H3Event } from 'h3'
import { getRequestIP } from 'h3'

/**
 * The client address used for trials. With `trustProxy: true` the first
 * X-Forwarded-For entry is taken; with a number n, the entry n hops from the right
 * (the one the outermost trusted proxy saw), which a client cannot spoof.
 */
export function clientAddress(event: H3Event, trustProxy: boolean | number): string {
  if (trustProxy !== false) {
    const forwarded = event.req.headers.get('x-forwarded-for')
    if (forwarded) {
      const hops = forwarded.split(',').map((part) => part.trim()).filter(Boolean)
      const picked = trustProxy === true ? hops[0] : hops[Math.max(0, hops.length - trustProxy)]
      if (picked) return picked
    }
  }
  return getRequestIP(event) ?? 'unknown'
}
