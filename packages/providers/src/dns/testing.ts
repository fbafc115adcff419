import { createSocket } from 'node:dgram'
import * as packet from 'dns-packet'

/** A record the test server answers: dns-packet's answer `data` for the type (string, object or string[]). */
export interface ZoneRecord {
  type: string
  data: unknown
  ttl?: number
}

/** What the test server knows: records by lower-case name; `servfail` names answer SERVFAIL, `silent` names never answer. */
export interface Zone {
  records: Record<string, ZoneRecord[]>
  servfail?: string[]
  silent?: string[]
}

export interface DnsTestServer {
  /** `127.0.0.1:<port>`, for settings.dns.servers. */
  address: string
  /** The questions received, `name type`. */
  queries: string[]
  close: () => Promise<void>
}

/**
 * A DNS server on 127.0.0.1 for tests (UDP, dns-packet): a name not in the zone is NXDOMAIN,
 * a name without records of the asked type is NOERROR with no answer.
 */
export async function serveDns(zone: Zone): Promise<DnsTestServer> {
  const socket = createSocket('udp4')
  const queries: string[] = []
  socket.on('message', (message, peer) => {
    const query = packet.decode(message)
    const question = query.questions?.[0]
    if (!question) return
    const name = question.name.toLowerCase()
    queries.push(`${name} ${question.type}`)
    if (zone.silent?.includes(name)) return
    const known = zone.records[name]
    // dns-packet encodes the response code from the low bits of `flags`: 2 SERVFAIL, 3 NXDOMAIN.
    const rcode = zone.servfail?.includes(name) ? 2 : known ? 0 : 3
    const answers = rcode === 0 ? (known ?? []).filter((record) => record.type === question.type).map((record) => ({ name: question.name, type: record.type, class: 'IN', ttl: record.ttl ?? 300, data: record.data })) : []
    const reply = packet.encode({ id: query.id, type: 'response', flags: packet.RECURSION_DESIRED | packet.RECURSION_AVAILABLE | rcode, questions: query.questions, answers } as packet.Packet)
    socket.send(reply, peer.port, peer.address)
  })
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve))
  return {
    address: `127.0.0.1:${socket.address().port}`,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  }
}
