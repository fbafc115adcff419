import { testHost } from '@svc/core/testing'
import { bankPlugin } from '@svc/plugin-bank'
import { describe, expect, it } from 'vitest'
import { financePlugin } from '../src/index.ts'

const INSTITUTIONS = 'GET /institutions'
const ids = testHost({
  plugins: [financePlugin, bankPlugin],
  upstreams: ['razorpay-ifsc', 'fdic'],
  routes: {
    'GET /HDFC0CAGSBK': 'ifsc/HDFC0CAGSBK.json',
    'GET /SBIN0999999': { status: 404, body: '"Not Found"' },
    [INSTITUTIONS]: '../../../plugin-bank/test/fixtures/fdic/institutions-search.json',
    'GET /history': '../../../plugin-bank/test/fixtures/fdic/history-closures.json',
  },
})
const RESOLVE = '/api/finance/bank-id-resolve'

describe('finance.bank-id-resolve', () => {
  it('checks an ABA routing number on the host and reads its routing symbol', async () => {
    const { status, body } = await ids.call(`${RESOLVE}?id=0210-0002-1`)
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({
      id: '021000021', type: 'aba', bank: null, registry: null,
      structure: { valid: true, checksumValid: true, routingSymbol: '02', use: 'Primary (commercial banks)', federalReserveDistrict: 2, institutionId: '0002' },
    })
  })

  it('checks IBANs (MOD 97-10) and reads BICs', async () => {
    expect((await ids.call(`${RESOLVE}?id=GB82%20WEST%201234%205698%207654%2032`)).body.data.items[0]).toMatchObject({ type: 'iban', structure: { valid: true, country: 'GB', checkDigits: '82', bban: 'WEST12345698765432' } })
    expect((await ids.call(`${RESOLVE}?id=deutdeff500`)).body.data.items[0]).toMatchObject({ type: 'bic', structure: { institution: 'DEUT', country: 'DE', location: 'FF', branch: '500', headOffice: false, testBic: false } })
  })

  it('names an Indian branch by IFSC through finance.ifsc-india', async () => {
    const { body } = await ids.call(`${RESOLVE}?id=hdfc0cagsbk`)
    expect(body.data.items[0]).toMatchObject({ type: 'ifsc', structure: { bankCode: 'HDFC', branchCode: 'CAGSBK' }, registry: { name: 'RBI IFSC directory (Razorpay)', status: 'found' }, bank: { ifsc: 'HDFC0CAGSBK', bank: 'HDFC Bank' } })
    expect((await ids.call(`${RESOLVE}?id=SBIN0999999`)).body.data.items[0]).toMatchObject({ registry: { status: 'not_found' }, bank: null })
  })

  it('names a U.S. bank by FDIC certificate or RSSD id through bank.lookup, and reports a failing registry', async () => {
    const { body } = await ids.call(`${RESOLVE}?id=3511&type=fdic-cert`)
    expect(body.data.items[0]).toMatchObject({ type: 'fdic-cert', registry: { name: 'FDIC BankFind', status: 'found' }, bank: { cert: '3511', name: 'Wells Fargo Bank, National Association' } })
    expect(ids.last('/institutions').query.get('filters')).toBe('CERT:3511')
    ids.set(INSTITUTIONS, { status: 500, body: 'down' })
    const failed = await ids.call(`${RESOLVE}?id=451965&type=rssd`)
    ids.reset()
    expect(failed.status).toBe(200)
    expect(failed.body.data.items[0]).toMatchObject({ bank: null, registry: { status: 'error', message: expect.stringContaining('FDIC') } })
  })

  describe('without the bank plugin', () => {
    const alone = testHost({ plugins: [financePlugin] })
    it('is unavailable, and says so', async () => {
      const { status, body } = await alone.call(`${RESOLVE}?id=021000021`)
      expect(status).toBe(503)
      expect(body.error).toContain('bank.lookup')
    })
  })

  describe('rejects what is not a valid identifier', () => {
    ids.refusals(RESOLVE, [[{}, 'id'], [{ id: 'abc' }, 'id'], [{ id: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789' }, 'id'], [{ id: '021000022' }, 'id'], [{ id: 'GB83WEST12345698765432' }, 'id'], [{ id: '12345' }, 'id'], [{ id: '021000021', type: 'swift' }, 'type'], [{ id: '12345678', type: 'fdic-cert' }, 'id']])
  })
})
