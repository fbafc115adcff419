import type { H3Event } from 'h3'
import { getRequestIP } from 'h3'
import { isIP } from 'node:net'
import type { Caller } from './define.ts'

/**
 * The client address used for trials. With `trustProxy: true` the first
 * X-Forwarded-For entry is taken; with a number n, the entry n hops from the right
 * (the one the outermost trusted proxy saw), which a client cannot spoof. An entry
 * that is not an IP address (a port after it is dropped) is not taken: the socket's
 * address is, so made-up entries cannot each count as a new caller.
 */
export function clientAddress(event: H3Event, trustProxy: boolean | number): string {
  if (trustProxy !== false) {
    const forwarded = event.req.headers.get('x-forwarded-for')
    // One address (one proxy in front) needs no list.
    const picked = forwarded?.includes(',') ? pick(forwarded.split(','), trustProxy) : forwarded
    const address = picked ? addressOf(picked) : undefined
    if (address) return address
  }
  return getRequestIP(event) ?? 'unknown'
}

function pick(hops: string[], trustProxy: true | number): string | undefined {
  const listed = hops.filter((hop) => hop.trim() !== '')
  return trustProxy === true ? listed[0] : listed[Math.max(0, listed.length - trustProxy)]
}

/** The IP address of an X-Forwarded-For entry (`203.0.113.7`, `203.0.113.7:5678`, `[2001:db8::7]:443`), or undefined. */
function addressOf(entry: string): string | undefined {
  const text = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  const bare = bracketed ? bracketed[1]! : /^[\d.]+:\d+$/.test(text) ? text.slice(0, text.lastIndexOf(':')) : text
  return isIP(bare) ? bare : undefined
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
