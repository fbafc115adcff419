import { createHash } from 'node:crypto'
import { PaymentRejection } from './rejection.ts'
import type { SolanaRail } from './rails.ts'

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
/** Programs the standard x402 client may add after the transfer (a memo nonce, Lighthouse assertions). */
const OPTIONAL_PROGRAMS = new Set(['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95'])
const TRANSFER_CHECKED = 12
const SET_COMPUTE_UNIT_LIMIT = 2
const SET_COMPUTE_UNIT_PRICE = 3
/** Highest priority fee a payer may make the facilitator's fee payer spend (as the x402 facilitators cap it). */
const MAX_MICROLAMPORTS_PER_CU = 5_000_000n
const USDC_DECIMALS = 6

export interface SolanaExpectation {
  rail: SolanaRail
  payTo: string
  /** Exact amount in atomic units. */
  amount: bigint
  /** The facilitator's fee payer, as `/supported` names it. */
  feePayer: string
}

/**
 * A partially signed transaction checked as far as it can be without a chain: `standard` when
 * it has the x402 client's layout and passed every check; otherwise the layout is one only the
 * facilitator can judge (smart wallets, lookup tables), and `why` says what differed.
 */
export type SolanaVerdict =
  | { standard: true; payer: string; digest: string }
  | { standard: false; why: string; digest: string }

interface DecompiledInstruction {
  programAddress: string
  accounts?: readonly { address: string }[]
  data?: ArrayLike<number>
}

interface Instruction {
  programAddress: string
  accounts: string[]
  data: Uint8Array
}

/** Decodes the base64 wire transaction and checks its signatures, transfer, mint, amount, destination and fee payer. */
export async function verifySolanaTransaction(payload: Record<string, unknown>, expect: SolanaExpectation): Promise<SolanaVerdict> {
  const wire = payload.transaction
  if (typeof wire !== 'string' || wire.length === 0) throw new PaymentRejection('invalid_payload', 'The Solana payment carries no base64 `transaction`')
  // @solana/kit is loaded with the first Solana payment, not at host start-up.
  const kit = await (kitModule ??= import('@solana/kit'))
  let transaction: ReturnType<ReturnType<typeof kit.getTransactionDecoder>['decode']>
  let compiled: ReturnType<ReturnType<typeof kit.getCompiledTransactionMessageDecoder>['decode']>
  try {
    transaction = kit.getTransactionDecoder().decode(kit.getBase64Encoder().encode(wire))
    compiled = kit.getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch {
    throw new PaymentRejection('invalid_payload', 'The Solana `transaction` is not a base64 wire transaction')
  }
  const message = Uint8Array.from(transaction.messageBytes)
  const digest = createHash('sha256').update(message).digest('hex')
  const accounts = compiled.staticAccounts.map(String)
  if (accounts[0] !== expect.feePayer) {
    throw new PaymentRejection('wrong_fee_payer', `The transaction's fee payer is ${accounts[0] ?? 'missing'}; the facilitator pays fees as ${expect.feePayer}`)
  }
  // Every signer but the fee payer (whose signature the facilitator adds) must have signed the message.
  for (let i = 1; i < compiled.header.numSignerAccounts; i++) {
    const signer = accounts[i]
    const signature = signer ? transaction.signatures[signer as keyof typeof transaction.signatures] : undefined
    if (!signer || !signature || !(await ed25519Verify(kit, signer, Uint8Array.from(signature), message))) {
      throw new PaymentRejection('invalid_signature', `The transaction is not validly signed by ${signer ?? `signer ${i}`}`)
    }
  }
  if (compiled.version === 1 || ('addressTableLookups' in compiled && (compiled.addressTableLookups?.length ?? 0) > 0)) {
    return { standard: false, why: 'the transaction uses address lookup tables or a version 1 message', digest }
  }
  const decompiled = kit.decompileTransactionMessage(compiled) as unknown as { instructions: readonly DecompiledInstruction[] }
  const instructions = decompiled.instructions.map((ix): Instruction => ({
    programAddress: String(ix.programAddress),
    accounts: (ix.accounts ?? []).map((account) => String(account.address)),
    data: Uint8Array.from(ix.data ?? []),
  }))
  const layout = standardLayout(instructions)
  if (typeof layout === 'string') return { standard: false, why: layout, digest }
  const { transfer } = layout
  const [, mint, destination, authority] = transfer.accounts as [string, string, string, string]
  if (mint !== expect.rail.asset) throw new PaymentRejection('wrong_asset', `The transfer moves mint ${mint}; this host takes USDC ${expect.rail.asset}`)
  if (transfer.data[9] !== USDC_DECIMALS) throw new PaymentRejection('invalid_payload', `The transfer declares ${transfer.data[9]} decimals; USDC has ${USDC_DECIMALS}`)
  if (authority === expect.feePayer) throw new PaymentRejection('invalid_payload', 'The facilitator\'s fee payer may not be the one paying')
  const signerIndex = accounts.indexOf(authority)
  if (signerIndex < 1 || signerIndex >= compiled.header.numSignerAccounts) throw new PaymentRejection('invalid_signature', `The transfer's authority ${authority} has not signed the transaction`)
  const amount = readU64(transfer.data, 1)
  if (amount !== expect.amount) throw new PaymentRejection('wrong_amount', `The transfer is for ${amount} atomic units; this call costs exactly ${expect.amount}`)
  const expected = await associatedTokenAccount(kit, expect.payTo, transfer.programAddress, mint)
  if (destination !== expected) throw new PaymentRejection('wrong_pay_to', `The transfer goes to ${destination}, not to the USDC account ${expected} of ${expect.payTo}`)
  return { standard: true, payer: authority, digest }
}

/** The x402 client's layout: compute limit, compute price, TransferChecked, then only memo/Lighthouse; a string says what differs. */
function standardLayout(instructions: Instruction[]): { transfer: Instruction } | string {
  if (instructions.length < 3 || instructions.length > 7) return `it has ${instructions.length} instructions`
  const [limit, price, transfer] = instructions as [Instruction, Instruction, Instruction]
  if (limit.programAddress !== COMPUTE_BUDGET_PROGRAM || limit.data[0] !== SET_COMPUTE_UNIT_LIMIT) return 'instruction 1 is not a compute-unit limit'
  if (price.programAddress !== COMPUTE_BUDGET_PROGRAM || price.data[0] !== SET_COMPUTE_UNIT_PRICE || price.data.length < 9) return 'instruction 2 is not a compute-unit price'
  if (readU64(price.data, 1) > MAX_MICROLAMPORTS_PER_CU) return 'its priority fee is above the facilitators\' cap'
  const isToken = transfer.programAddress === TOKEN_PROGRAM || transfer.programAddress === TOKEN_2022_PROGRAM
  if (!isToken || transfer.data[0] !== TRANSFER_CHECKED || transfer.data.length < 10 || transfer.accounts.length < 4) return 'instruction 3 is not an SPL TransferChecked'
  const extra = instructions.slice(3).find((ix) => !OPTIONAL_PROGRAMS.has(ix.programAddress))
  if (extra) return `it calls program ${extra.programAddress} after the transfer`
  return { transfer }
}

function readU64(bytes: Uint8Array, offset: number): bigint {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getBigUint64(offset, true)
}

type Kit = typeof import('@solana/kit')
/** @solana/kit, imported once on the first Solana payment. */
let kitModule: Promise<Kit> | undefined

async function ed25519Verify(kit: Kit, signer: string, signature: Uint8Array<ArrayBuffer>, message: Uint8Array<ArrayBuffer>): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey('raw', Uint8Array.from(kit.getAddressEncoder().encode(kit.address(signer))), 'Ed25519', false, ['verify'])
    return await crypto.subtle.verify('Ed25519', key, signature, message)
  } catch {
    return false
  }
}

/** The associated token account of `owner` for `mint` under `tokenProgram` (the PDA the ATA program derives). */
export async function associatedTokenAccount(kit: Kit, owner: string, tokenProgram: string, mint: string): Promise<string> {
  const encoder = kit.getAddressEncoder()
  const [pda] = await kit.getProgramDerivedAddress({
    programAddress: kit.address(ASSOCIATED_TOKEN_PROGRAM),
    seeds: [encoder.encode(kit.address(owner)), encoder.encode(kit.address(tokenProgram)), encoder.encode(kit.address(mint))],
  })
  return String(pda)
}
