import { writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { BinaryData, CallResult } from '@svc/client'
import { callerClient, type CallerFlags } from './caller.ts'
import { costLine, formatCall } from './format.ts'
import { UsageError, type CliIo } from './io.ts'
import { parseParams } from './params.ts'

export interface CallFlags extends CallerFlags {
  json?: boolean | undefined
  out?: string | undefined
}

/** `svc call <id> key=value ...`: params typed by the operation's schema; raw bytes go to --out. */
export async function callCommand(args: string[], flags: CallFlags, io: CliIo): Promise<number> {
  const [id, ...pairs] = args
  if (!id) throw new UsageError('svc call needs an operation id, e.g. svc call convert.unit value=1 from=mi to=km')
  const client = await callerClient(flags, io)
  try {
    const entry = await client.operation(id)
    const params = parseParams(pairs, entry.versions[0]?.params ?? {})
    const result: CallResult = await client.call(id, params)
    const bytes = binaryOf(result.data)
    if (bytes) {
      if (!flags.out) throw new UsageError(`${id} answers ${bytes.bytes.length} bytes of ${bytes.contentType}; give --out FILE to save them`)
      await writeFile(resolve(io.cwd, flags.out), bytes.bytes)
      io.out(flags.json ? JSON.stringify({ file: flags.out, contentType: bytes.contentType, bytes: bytes.bytes.length, meta: result.meta }, null, 2) : `wrote ${bytes.bytes.length} bytes of ${bytes.contentType} to ${flags.out}\n${costLine(result.meta)}`)
      return 0
    }
    io.out(flags.json ? JSON.stringify(result, null, 2) : formatCall(result))
    return 0
  } finally {
    await client.flush()
  }
}

function binaryOf(data: unknown): BinaryData | undefined {
  return data instanceof Object && (data as BinaryData).bytes instanceof Uint8Array ? (data as BinaryData) : undefined
}
