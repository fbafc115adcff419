import { describe, expect, it } from 'vitest'
import { slug } from '../src/operations/genetics.ts'
import { testHost } from '@svc/core/testing'
import { GENETICS, medicalFixtures } from './_upstream.ts'

const h = testHost(medicalFixtures)

describe('medical.genetics', () => {
  it('answers a condition by name', async () => {
    const data = await h.ok('/api/medical/genetics?condition=Cystic%20Fibrosis')
    expect(h.last().path).toBe('/download/genetics/condition/cystic-fibrosis.json')
    expect(data.items[0]).toMatchObject({
      kind: 'condition', name: 'Cystic fibrosis', inheritancePatterns: [{ code: 'ar', name: 'autosomal recessive' }],
      genes: [{ symbol: 'CFTR', url: 'https://medlineplus.gov/genetics/gene/cftr/' }], synonyms: ['CF', 'mucoviscidosis'],
      identifiers: [{ db: 'MeSH', key: 'D003550' }, { db: 'OMIM', key: '219700' }],
      causes: 'Mutations in the CFTR gene cause cystic fibrosis.',
    })
    expect(data.items[0].description).toBe('Cystic fibrosis is an inherited disease characterized by the buildup of thick, sticky mucus.\n\nIllustrative second paragraph.')
  })
  it('carries the credit MedlinePlus asks for (its Genetics summaries are public domain)', async () => {
    const { status, body } = await h.call('/api/medical/genetics?condition=Cystic%20Fibrosis')
    expect(status).toBe(200)
    expect(body.data.source).toMatchObject({ license: 'Public domain (U.S. government work, National Library of Medicine)' })
    expect(body.meta.attribution).toStrictEqual([{ provider: 'MedlinePlus Genetics (NLM)', text: 'Courtesy of MedlinePlus from the National Library of Medicine', url: 'https://medlineplus.gov/about/using/usingcontent/' }])
  })
  it('answers a gene by symbol', async () => {
    const data = await h.ok('/api/medical/genetics?gene=CFTR')
    expect(h.last().path).toBe('/download/genetics/gene/cftr.json')
    expect(data.items[0]).toMatchObject({ kind: 'gene', symbol: 'CFTR', conditions: [{ name: 'Cystic fibrosis' }], identifiers: [{ db: 'HGNC', key: 'HGNC:1884' }] })
  })
  it('answers 404 for a page MedlinePlus does not have', async () => {
    await h.status('/api/medical/genetics?condition=not%20a%20condition', 404, undefined, 'NOT_FOUND')
  })
  it('builds the page slug', () => {
    expect(slug("Alzheimer's disease")).toBe('alzheimers-disease')
    expect(slug('  Cystic  Fibrosis ')).toBe('cystic-fibrosis')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/medical/genetics', 'condition')
    await h.rejects('/api/medical/genetics?condition=cf&gene=CFTR', 'gene')
    await h.rejects('/api/medical/genetics?gene=CF%2FTR', 'gene')
    await h.rejects('/api/medical/genetics?condition=..%2F..%2Fetc', 'condition')
  })
  h.failures(GENETICS.condition, '/api/medical/genetics?condition=cystic%20fibrosis')
})
