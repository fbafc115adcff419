import { createSocket, type RemoteInfo } from 'node:dgram'
import type { AddressInfo } from 'node:net'

/** What the test resolver answers for a name: A records, TXT strings, or a DNS error code (3 = NXDOMAIN, 2 = SERVFAIL). */
export interface DnsAnswer {
  a?: string[]
  txt?: string[]
  rcode?: number
}

export interface DnsServer {
  /** `127.0.0.1:port`, for Resolver.setServers. */
  address: string
  /** Names asked, lower case, with their query type (1 = A, 16 = TXT). */
  asked: { name: string; type: number }[]
  close(): Promise<void>
}

/** Reads the question of a DNS query (RFC 1035 section 4.1.2): its name, type and where it ends. */
function question(message: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = []
  let offset = 12
  while (message[offset] !== 0) {
    const length = message[offset]!
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('ascii'))
    offset += 1 + length
  }
  offset += 1
  return { name: labels.join('.').toLowerCase(), type: message.readUInt16BE(offset), end: offset + 4 }
}

function record(type: number, data: Buffer): Buffer {
  const head = Buffer.alloc(12)
  head.writeUInt16BE(0xc00c, 0) // the name: a pointer to the question's
  head.writeUInt16BE(type, 2)
  head.writeUInt16BE(1, 4) // class IN
  head.writeUInt32BE(60, 6) // TTL
  head.writeUInt16BE(data.length, 10)
  return Buffer.concat([head, data])
}

/** A small authoritative-style UDP DNS responder on 127.0.0.1 for resolver tests (A and TXT only). */
export async function serveDns(answers: (name: string) => DnsAnswer | undefined): Promise<DnsServer> {
  const socket = createSocket('udp4')
  const asked: DnsServer['asked'] = []
  socket.on('message', (message: Buffer, peer: RemoteInfo) => {
    const { name, type, end } = question(message)
    asked.push({ name, type })
    const answer = answers(name) ?? { rcode: 3 }
    const records = answer.rcode
      ? []
      : type === 1
        ? (answer.a ?? []).map((ip) => record(1, Buffer.from(ip.split('.').map(Number))))
        : type === 16
          ? (answer.txt ?? []).map((text) => record(16, Buffer.concat([Buffer.from([Buffer.byteLength(text)]), Buffer.from(text)])))
          : []
    const header = Buffer.alloc(12)
    message.copy(header, 0, 0, 2) // id
    header.writeUInt16BE(0x8180 | (answer.rcode ?? 0), 2) // response, recursion desired and available
    header.writeUInt16BE(1, 4)
    header.writeUInt16BE(records.length, 6)
    socket.send(Buffer.concat([header, message.subarray(12, end), ...records]), peer.port, peer.address)
  })
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve))
  const { port } = socket.address() as AddressInfo
  return { address: `127.0.0.1:${port}`, asked, close: () => new Promise((resolve) => socket.close(() => resolve())) }
}
