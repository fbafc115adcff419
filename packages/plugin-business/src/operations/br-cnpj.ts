import { defineOperation, invalidField, lookupAnswer, sourceOf, textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { isValidCnpj } from '../cnpj.ts'
import { brasilApi } from '../upstreams/registries.ts'

const answer = v.object({
  cnpj: v.string(),
  razao_social: v.string(),
  nome_fantasia: textOrNull,
  descricao_situacao_cadastral: textOrNull,
  data_situacao_cadastral: textOrNull,
  descricao_motivo_situacao_cadastral: textOrNull,
  data_inicio_atividade: textOrNull,
  natureza_juridica: textOrNull,
  codigo_natureza_juridica: numberOrNull,
  porte: textOrNull,
  capital_social: numberOrNull,
  cnae_fiscal: numberOrNull,
  cnae_fiscal_descricao: textOrNull,
  ddd_telefone_1: textOrNull,
  email: textOrNull,
  descricao_tipo_de_logradouro: textOrNull,
  logradouro: textOrNull,
  numero: textOrNull,
  complemento: textOrNull,
  bairro: textOrNull,
  cep: textOrNull,
  municipio: textOrNull,
  uf: textOrNull,
  qsa: v.optional(v.array(v.object({ nome_socio: v.string(), qualificacao_socio: textOrNull, data_entrada_sociedade: textOrNull })), []),
})

export default defineOperation({
  name: 'br-cnpj',
  sources: [{ path: '/api/cnpj/v1/{cnpj}', cacheTtl: '1d' }],
  method: 'GET',
  description: 'A Brazilian company by CNPJ from the Receita Federal\'s open data (via BrasilAPI): legal and trade name, status and reason, start date, legal nature, size, share capital, main activity, contact, address and partners.',
  input: v.object({
    cnpj: v.pipe(v.string(), v.trim(), v.minLength(14), v.maxLength(20), v.regex(/^[\d./-]+$/, 'must be the 14-digit CNPJ, with or without . / - punctuation'), v.description('CNPJ, e.g. 19.131.243/0001-97')),
  }),
  upstreams: [brasilApi],
  keywords: ['brazil company', 'cnpj lookup', 'receita federal', 'empresa brasil'],
  // A number whose check digits fail can only fail: the 400 comes before any 402.
  check: (input) => {
    if (!isValidCnpj(input.cnpj.replace(/\D/g, ''))) throw invalidField('cnpj', 'not a valid CNPJ (14 digits with correct check digits)')
  },
  async handler({ input, upstream }) {
    const digits = input.cnpj.replace(/\D/g, '')
    const response = await upstream(brasilApi).json(`/api/cnpj/v1/${digits}`, { schema: answer, notFound: `The Receita Federal has no company with CNPJ ${digits}` })
    const company = response.data
    const street = [company.descricao_tipo_de_logradouro, company.logradouro].filter(Boolean).join(' ')
    return lookupAnswer({
      cnpj: company.cnpj,
      legalName: company.razao_social,
      tradeName: company.nome_fantasia || null,
      status: company.descricao_situacao_cadastral,
      statusDate: company.data_situacao_cadastral,
      statusReason: company.descricao_motivo_situacao_cadastral,
      startDate: company.data_inicio_atividade,
      legalNature: { code: company.codigo_natureza_juridica, description: company.natureza_juridica },
      size: company.porte,
      shareCapitalBrl: company.capital_social,
      primaryActivity: { code: company.cnae_fiscal === null ? null : String(company.cnae_fiscal).padStart(7, '0'), description: company.cnae_fiscal_descricao },
      contact: { phone: company.ddd_telefone_1 || null, email: company.email || null },
      address: { street: street || null, number: company.numero || null, complement: company.complemento || null, district: company.bairro || null, postalCode: company.cep || null, city: company.municipio || null, state: company.uf || null },
      partners: company.qsa.map((partner) => ({ name: partner.nome_socio, role: partner.qualificacao_socio, since: partner.data_entrada_sociedade })),
    }, sourceOf(brasilApi, response.url))
  },
})
