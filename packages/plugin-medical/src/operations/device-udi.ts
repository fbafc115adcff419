import { requireOne } from '@svc/core'
import * as v from 'valibot'
import {anyDay, fieldTerms, list, paging, productCode, str, words } from '../fda.ts'
import { fdaListOperation } from '../fda-operation.ts'

const input = v.object({
  di: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9+\-/.$%*]{6,40}$/, 'must be a device identifier (GS1 GTIN, HIBCC or ICCBBA), 6-40 characters'), v.description('Device identifier (the DI of a UDI)'))),
  brand: words('Brand name'),
  company: words('Labeler company'),
  productCode,
  ...paging,
})

const yes = (value: unknown): boolean | null => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : null)

export default fdaListOperation({
  name: 'device-udi',
  description: 'FDA Global Unique Device Identification Database (GUDID, via openFDA device/udi): a device by its device identifier (DI), brand, company or product code; model, description, identifiers, product codes, MRI safety, sterility, Rx/OTC; GMDN terms where the operator holds the GMDN Agency\'s licence.',
  input,
  check: (input) => requireOne(input, ['di', 'brand', 'company', 'productCode']),
  keywords: ['gudid', 'unique device identifier', 'device barcode gtin', 'udi lookup'],
  // openFDA's own documented example record (NuVasive CoRoent), so a live call finds it too.
  example: { params: { di: '00887517567062' } },
  search: {
    path: '/device/udi.json',
    terms: (input) => fieldTerms(input, { di: 'identifiers.id', brand: 'brand_name', company: 'company_name', productCode: 'product_codes.code' }),
  },
  row: (row, settings) => ({
    recordKey: str(row.public_device_record_key),
    brand: str(row.brand_name),
    model: str(row.version_or_model_number),
    catalogNumber: str(row.catalog_number),
    company: str(row.company_name),
    description: str(row.device_description),
    identifiers: list(row.identifiers).map((id) => ({ id: str(id?.id), type: str(id?.type), issuingAgency: str(id?.issuing_agency), packageQuantity: Number(id?.quantity) || null, packageStatus: str(id?.package_status) })),
    productCodes: list(row.product_codes).map((code) => ({ code: str(code?.code), name: str(code?.name), deviceClass: str(code?.openfda?.device_class) })),
    // openFDA's licence: GMDN terms may not serve a commercial service without the GMDN Agency's licence.
    gmdnTerms: settings.gmdnLicensed === true ? list(row.gmdn_terms).map((gmdn) => ({ name: str(gmdn?.name), definition: str(gmdn?.definition) })) : null,
    prescription: yes(row.is_rx),
    overTheCounter: yes(row.is_otc),
    singleUse: yes(row.is_single_use),
    kit: yes(row.is_kit),
    combinationProduct: yes(row.is_combination_product),
    mriSafety: str(row.mri_safety),
    sterile: yes(row.sterilization?.is_sterile),
    distributionStatus: str(row.commercial_distribution_status),
    publishDate: anyDay(row.publish_date),
  }),
})
