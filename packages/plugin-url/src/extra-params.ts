/**
 * Click and share identifiers removed on every host, on top of tidy-url's maintained list
 * (which covers utm_*, fbclid, gclid, mc_eid, _hsenc, mkt_tok, pk_* and 200+ site rules).
 * Each is a documented tracking parameter of the named platform.
 */
export const EXTRA_GLOBAL_PARAMS: Record<string, string> = {
  msclkid: 'Microsoft Advertising click id',
  yclid: 'Yandex Direct click id',
  dclid: 'Google Display & Video 360 click id',
  wbraid: 'Google Ads web-to-app click id',
  gbraid: 'Google Ads app-to-web click id',
  gad_source: 'Google Ads source marker',
  srsltid: 'Google Merchant Center result id',
  _gl: 'Google Analytics cross-domain linker',
  _ga: 'Google Analytics client id (linker)',
  twclid: 'X (Twitter) Ads click id',
  ttclid: 'TikTok Ads click id',
  li_fat_id: 'LinkedIn first-party ad tracking id',
  epik: 'Pinterest click id',
  igshid: 'Instagram share id',
  igsh: 'Instagram share id',
  s_kwcid: 'Adobe Advertising keyword id',
  ef_id: 'Adobe Advertising click id',
  _kx: 'Klaviyo profile id',
  rb_clickid: 'Rakuten click id',
}

/** Every `utm_*` parameter, including ones no list names yet. */
export const UTM_PREFIX = /^utm_/i
