/**
 * Customer cases are filtered by product (1..4) and industry (1..5), spec section 2. Plain data, so
 * the collection, the pages and the request proxy (which may not load Payload) share one list.
 */
export const caseProductOptions = [
  { value: '1', label: 'MogDB' },
  { value: '2', label: 'zCloud' },
  { value: '3', label: 'zData X' },
  { value: '4', label: 'zAIoT' },
]
export const caseIndustryOptions = [
  { value: '1', label: { zh: '金融', en: 'Finance' } },
  { value: '2', label: { zh: '公共事业', en: 'Public utilities' } },
  { value: '3', label: { zh: '制造', en: 'Manufacturing' } },
  { value: '4', label: { zh: '能源交通', en: 'Energy & transport' } },
  { value: '5', label: { zh: '运营商', en: 'Carriers' } },
]
