import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { propertyFixtures, route } from './_harness.ts'

const h = testHost(propertyFixtures)

describe('property.nyc-deed-history', () => {
  it('joins ACRIS legals, master and parties: deeds newest first with sellers and buyers', async () => {
    const data = await h.ok('/api/property/nyc-deed-history?bbl=3012340056')
    expect(data.total).toBe(2)
    expect(data.items[0]).toStrictEqual({
      documentId: '2023090100123001', type: 'DEED', documentDate: '2023-08-24', recordedDate: '2023-09-01', amount: 1850000, percentTransferred: 100, crfn: '2023000223344',
      address: '123 EXAMPLE STREET', unit: null, propertyType: 'B2',
      grantors: [{ name: 'DOE, JANE', address: '123 EXAMPLE STREET, BROOKLYN, NY, 11201' }],
      grantees: [{ name: 'EXAMPLE HOLDINGS LLC', address: '1 SAMPLE PLAZA, NEW YORK, NY, 10001' }],
      url: 'https://a836-acris.nyc.gov/DS/DocumentSearch/DocumentImageView?doc_id=2023090100123001',
    })
    expect(data.items[1]).toMatchObject({ documentId: '2019061400456001', amount: 0, grantors: [{ name: 'ROE, RICHARD', address: null }] })
    expect(h.last(`/resource/${'8h5j-fqxa'}.json`).params).toMatchObject({ borough: '3', block: '1234', lot: '56' })
    expect(h.last(`/resource/${'bnx9-e6tj'}.json`).params).toMatchObject({
      $where: "document_id in ('2019061400456001','2019061400456002','2023090100123001') AND starts_with(doc_type, 'DEED')",
      $order: 'document_date DESC, document_id DESC',
    })
    expect(h.last(`/resource/${'636b-3b5g'}.json`).params.$where).toBe("document_id in ('2023090100123001','2019061400456001')")
    expect(data.source).toMatchObject({ provider: 'NYC Open Data' })
  })

  it('lists every document type on request, within dates and a limit', async () => {
    const data = await h.ok('/api/property/nyc-deed-history?bbl=3012340056&documents=all&from=2019-01-01&to=2023-12-31&limit=2')
    expect(data.items.map((item: { type: string }) => item.type)).toEqual(['DEED', 'MTGE'])
    expect(data.total).toBe(3)
    expect(h.last(`/resource/${'bnx9-e6tj'}.json`).params.$where).toBe("document_id in ('2019061400456001','2019061400456002','2023090100123001') AND document_date >= '2019-01-01T00:00:00' AND document_date <= '2023-12-31T23:59:59'")
  })

  it('answers an empty list for a lot without documents, and 404 for Staten Island (not in ACRIS)', async () => {
    expect(await h.ok('/api/property/nyc-deed-history?bbl=1000010010')).toMatchObject({ items: [], total: 0 })
    await h.status('/api/property/nyc-deed-history?bbl=5000010010', 404, undefined, 'NOT_FOUND')
  })

  it('refuses bad input before paying, naming the field', async () => {
    await h.rejects('/api/property/nyc-deed-history', 'bbl')
    await h.rejects('/api/property/nyc-deed-history?bbl=6012340056', 'bbl')
    await h.rejects('/api/property/nyc-deed-history?bbl=301234005', 'bbl')
    await h.rejects('/api/property/nyc-deed-history?bbl=3012340056&from=2024-02-30', 'from')
    await h.rejects('/api/property/nyc-deed-history?bbl=3012340056&from=2024-01-01&to=2023-01-01', 'to')
    await h.rejects('/api/property/nyc-deed-history?bbl=3012340056&documents=mortgages', 'documents')
  })

  h.failures(route('8h5j-fqxa'), '/api/property/nyc-deed-history?bbl=3012340056')
})
