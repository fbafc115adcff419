import type { H3Event } from 'h3'
import { getRequestIP } from 'h3'
import type { Caller } from './define.ts'

/**
 * The client address used for trials. With `trustProxy: true` the first
 * X-Forwarded-For entry is taken; with a number n, the entry n hops from the right
 * (the one the outermost trusted proxy saw), which a client cannot spoof.
 */
export function clientAddress(event: H3Event, trustProxy: boolean | number): string {
  if (trustProxy !== false) {
    const forwarded = event.req.headers.get('x-forwarded-for')
    // One address (one proxy in front) needs no list.
    if (forwarded && !forwarded.includes(',')) {
      const only = forwarded.trim()
      if (only) return only
    } else if (forwarded) {
      const hops = forwarded.split(',').map((part) => part.trim()).filter(Boolean)
      const picked = trustProxy === true ? hops[0] : hops[Math.max(0, hops.length - trustProxy)]
      if (picked) return picked
    }
  }
  return getRequestIP(event) ?? 'unknown'
}

/** The caller of a free operation: its address is worked out only if the handler reads it. */
export class FreeCaller implements Caller {
  readonly kind = 'free' as const
  readonly #event: H3Event
  readonly #trustProxy: boolean | number
  #ip: string | undefined
  constructor(event: H3Event, trustProxy: boolean | number) {
    this.#event = event
    this.#trustProxy = trustProxy
  }
  get ip(): string {
    return (this.#ip ??= clientAddress(this.#event, this.#trustProxy))
  }
  toJSON(): Caller {
    return { kind: this.kind, ip: this.ip }
  }
}
