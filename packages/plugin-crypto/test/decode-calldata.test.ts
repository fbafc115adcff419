import { encodeFunctionData, parseAbiItem, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { signatureTable } from '../src/compute/signatures.ts'
import { harness } from './_harness.ts'

const h = harness({}, [])
const decode = async (data: string) => h.call('/api/crypto/decode-calldata', { data })

describe('crypto.decode-calldata', () => {
  it('maps well-known selectors (published in the ERCs and contract docs) to their signatures', () => {
    const known: Record<string, string> = {
      '0xa9059cbb': 'transfer(address,uint256)', '0x095ea7b3': 'approve(address,uint256)', '0x23b872dd': 'transferFrom(address,address,uint256)', '0x70a08231': 'balanceOf(address)',
      '0x18160ddd': 'totalSupply()', '0xdd62ed3e': 'allowance(address,address)', '0x06fdde03': 'name()', '0x95d89b41': 'symbol()', '0x313ce567': 'decimals()',
      '0x6352211e': 'ownerOf(uint256)', '0xc87b56dd': 'tokenURI(uint256)', '0x42842e0e': 'safeTransferFrom(address,address,uint256)', '0xb88d4fde': 'safeTransferFrom(address,address,uint256,bytes)',
      '0xa22cb465': 'setApprovalForAll(address,bool)', '0x01ffc9a7': 'supportsInterface(bytes4)', '0xd0e30db0': 'deposit()', '0x2e1a7d4d': 'withdraw(uint256)', '0xac9650d8': 'multicall(bytes[])',
      '0x38ed1739': 'swapExactTokensForTokens(uint256,uint256,address[],address,uint256)', '0x7ff36ab5': 'swapExactETHForTokens(uint256,address[],address,uint256)',
      '0x414bf389': 'exactInputSingle((address,address,uint24,address,uint256,uint256,uint256,uint160))', '0x3593564c': 'execute(bytes,bytes[],uint256)',
      '0x82ad56cb': 'aggregate3((address,bool,bytes)[])', '0xd505accf': 'permit(address,address,uint256,uint256,uint8,bytes32,bytes32)',
      '0xe3ee160e': 'transferWithAuthorization(address,address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32)', '0x6a761202': 'execTransaction(address,uint256,bytes,uint8,uint256,uint256,uint256,address,address,bytes)',
      '0xfeaf968c': 'latestRoundData()', '0x3b3b57de': 'addr(bytes32)', '0x59d1d43c': 'text(bytes32,string)', '0x0178b8bf': 'resolver(bytes32)', '0x691f3431': 'name(bytes32)',
    }
    for (const [selector, signature] of Object.entries(known)) {
      expect(signatureTable().get(selector)?.map((entry) => entry.signature), selector).toContain(signature)
    }
    // And every entry of the table hashes to its key.
    for (const [selector, entries] of signatureTable()) for (const entry of entries) expect(toFunctionSelector(entry.signature)).toBe(selector)
  })

  it('decodes an ERC-20 transfer with named parameters and raw words', async () => {
    const data = '0xa9059cbb0000000000000000000000005a52e96bacdabb82fd05763e25335261b270efcb00000000000000000000000000000000000000000000000000000002540be400'
    const { status, body } = await decode(data)
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({
      selector: '0xa9059cbb', candidates: ['transfer(address,uint256)'], signature: 'transfer(address,uint256)', function: 'transfer',
      params: [{ name: 'to', type: 'address', value: '0x5a52E96BAcdaBb82fd05763E25335261B270Efcb' }, { name: 'amount', type: 'uint256', value: '10000000000' }],
      words: ['0x0000000000000000000000005a52e96bacdabb82fd05763e25335261b270efcb', '0x00000000000000000000000000000000000000000000000000000002540be400'], remainder: null, byteLength: 68,
    })
  })

  it('decodes dynamic arrays and tuples', async () => {
    const swap = encodeFunctionData({ abi: [parseAbiItem('function swapExactTokensForTokens(uint256,uint256,address[],address,uint256)')], args: [10n ** 18n, 1n, ['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'], '0x000000000000000000000000000000000000dEaD', 1700000000n] })
    const swapped = (await decode(swap)).body.data.items[0]
    expect(swapped.params[2]).toStrictEqual({ name: 'path', type: 'address[]', value: ['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'] })
    const single = encodeFunctionData({ abi: [parseAbiItem('function exactInputSingle((address,address,uint24,address,uint256,uint256,uint256,uint160))')], args: [['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 500, '0x000000000000000000000000000000000000dEaD', 1700000000n, 5n * 10n ** 17n, 0n, 0n]] })
    const decoded = (await decode(single)).body.data.items[0]
    expect(decoded.selector).toBe('0x414bf389')
    expect(decoded.params[0]).toStrictEqual({
      name: 'params', type: '(address,address,uint24,address,uint256,uint256,uint256,uint160)',
      value: { tokenIn: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', tokenOut: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', fee: 500, recipient: '0x000000000000000000000000000000000000dEaD', deadline: '1700000000', amountIn: '500000000000000000', amountOutMinimum: '0', sqrtPriceLimitX96: '0' },
    })
  })

  it('answers an unknown selector with words only, and arguments that do not fit with no match', async () => {
    const unknown = (await decode('0xdeadbeef00000000000000000000000000000000000000000000000000000000000000010102')).body.data.items[0]
    expect(unknown).toMatchObject({ selector: '0xdeadbeef', candidates: [], signature: null, params: null, words: ['0x0000000000000000000000000000000000000000000000000000000000000001'], remainder: '0x0102' })
    const truncated = (await decode('0xa9059cbb0000000000000000000000005a52e96bacdabb82fd05763e25335261b270efcb')).body.data.items[0]
    expect(truncated).toMatchObject({ candidates: ['transfer(address,uint256)'], signature: null, params: null })
  })

  it('rejects bad input', async () => {
    for (const [body, field] of [[{}, 'data'], [{ data: '0xa905' }, 'data'], [{ data: 'a9059cbb' }, 'data'], [{ data: '0xa9059cbz' }, 'data'], [{ data: '0xa9059cbb0' }, 'data'], [{ data: `0x${'a'.repeat(60000)}` }, 'data'], [{ data: '0xa9059cbb', extra: 1 }, 'extra']] as const) {
      const { status, body: answer } = await h.call('/api/crypto/decode-calldata', body)
      expect(status, JSON.stringify(body).slice(0, 40)).toBe(400)
      expect(answer.error).toContain(field)
    }
  })
})
