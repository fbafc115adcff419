import { describe, expect, it } from 'vitest'
import { fixture, ok, rejects } from './_edi.ts'

const at = { date: '2023-11-21', time: '08:15' }

describe('edi.ack', () => {
  it('acknowledges the 850 with the textbook 997 (sender and receiver swapped, its delimiters)', async () => {
    const data = await ok('ack', { edi: fixture('x12/850-4010.edi'), controlNumber: 7, ...at })
    expect(data.edi.trimEnd().split('\n')).toEqual([
      'ISA*00*          *00*          *ZZ*WIDGETSUPPLY   *ZZ*ACMEBUYER      *231121*0815*U*00401*000000007*0*P*>~',
      'GS*FA*WIDGETSUPPLY*ACMEBUYER*20231121*0815*7*X*004010~',
      'ST*997*0001~',
      'AK1*PO*101~',
      'AK2*850*0001~',
      'AK5*A~',
      'AK9*A*1*1*1~',
      'SE*6*0001~',
      'GE*1*7~',
      'IEA*1*000000007~',
    ])
    expect(data).toMatchObject({ type: '997', accepted: true, errors: [] })
    expect(data.interchanges[0]).toMatchObject({ controlNumber: '000000101', acknowledgmentControlNumber: '000000007', skippedGroups: 0 })
    expect(data.interchanges[0].groups[0]).toMatchObject({ functionalId: 'PO', controlNumber: '101', status: 'accepted', code: 'A', transactionsIncluded: 1, transactionsReceived: 1, transactionsAccepted: 1 })
    const parsed = await ok('parse', { edi: data.edi })
    expect(parsed.valid).toBe(true)
    expect(parsed.interchanges[0].groups[0].transactions[0].type).toBe('997')
  })

  it('answers a 5010 interchange with a 999 (ST03 and GS08 005010X231A1, AK103, IK5)', async () => {
    const data = await ok('ack', { edi: fixture('x12/810-5010.edi'), type: '999', ...at, newline: false })
    const segments = data.edi.split('~').filter(Boolean)
    expect(segments.slice(1)).toEqual([
      'GS*FA*ACMEBUYER*WIDGETSUPPLY*20231121*0815*1*X*005010X231A1', 'ST*999*0001*005010X231A1', 'AK1*IN*202*005010',
      'AK2*810*0001', 'IK5*A', 'AK2*810*0002', 'IK5*A', 'AK9*A*2*2*2', 'SE*8*0001', 'GE*1*1', 'IEA*1*000000001',
    ])
    expect(segments[0]).toContain('*ZZ*ACMEBUYER      *01*123456789      *231121*0815*^*00501*000000001*0*T*:')
  })

  it('rejects a set whose SE01 is wrong and lists the segment whose id is not one (AK3, AK5 codes 4 and 5)', async () => {
    const edi = fixture('x12/850-4010.edi').replace('SE*13*0001', 'SE*12*0001').replace('REF*DP*038', 'ref*DP*038')
    const data = await ok('ack', { edi, ...at })
    expect(data.edi).toContain('AK2*850*0001~\nAK3*ref*3**1~\nAK5*R*4*5~\nAK9*R*1*1*0~')
    expect(data.accepted).toBe(false)
    const set = data.interchanges[0].groups[0].transactions[0]
    expect(set).toMatchObject({ status: 'rejected', code: 'R' })
    expect(set.errors).toEqual([{ code: '4', description: 'Number of Included Segments Does Not Match Actual Count' }, { code: '5', description: 'One or More Segments in Error' }])
    expect(set.segmentErrors).toEqual([{ tag: 'ref', position: 3, segment: 5, code: '1', description: 'Unrecognized segment ID' }])
  })

  it('partially accepts a group with one bad set; rejects a group whose GE disagrees', async () => {
    const partial = await ok('ack', { edi: fixture('x12/810-5010.edi').replace('SE*5*0002', 'SE*5*0003'), ...at })
    expect(partial.edi).toContain('AK2*810*0002~\nAK5*R*3~\nAK9*P*2*2*1~')
    expect(partial.interchanges[0].groups[0].status).toBe('partially_accepted')
    const group = await ok('ack', { edi: fixture('x12/810-5010.edi').replace('GE*2*202', 'GE*3*202'), ...at })
    expect(group.edi).toContain('AK9*R*3*2*2*5~')
    expect(group.interchanges[0].groups[0].errors).toEqual([{ code: '5', description: 'Number of Included Transaction Sets Does Not Match Actual Count' }])
    const missing = await ok('ack', { edi: fixture('x12/850-4010.edi').replace('GE*1*101~\n', ''), ...at })
    expect(missing.edi).toContain('AK9*R*1*1*1*3~')
  })

  it('does not acknowledge acknowledgments', async () => {
    const ack = await ok('ack', { edi: fixture('x12/850-4010.edi'), ...at })
    const body = await rejects('ack', { edi: ack.edi }, 'edi')
    expect(body.reason).toBe('nothing_to_acknowledge')
  })

  it('400s on every bound', async () => {
    const edi = fixture('x12/850-4010.edi')
    await rejects('ack', {}, 'edi')
    await rejects('ack', { edi: 'UNA:+.? \'' }, 'edi')
    await rejects('ack', { edi: 'x'.repeat(1_000_001) }, 'edi')
    await rejects('ack', { edi, type: '998' }, 'type')
    await rejects('ack', { edi, controlNumber: 0 }, 'controlNumber')
    await rejects('ack', { edi, controlNumber: 1.5 }, 'controlNumber')
    await rejects('ack', { edi, date: '2023-13-01' }, 'date')
    await rejects('ack', { edi, time: '8:15' }, 'time')
    await rejects('ack', { edi, newline: 'yes' }, 'newline')
    await rejects('ack', { edi, ta1: true }, 'ta1')
  })
})
