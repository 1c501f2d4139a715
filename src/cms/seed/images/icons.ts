/** Product icons (SVG, 64 x 64) in the accent palette, one per product line. */
import { cylinder, palette, svgDocument, svgImage } from './svg'
import type { GeneratedImage } from './types'

export const productIconTypes = ['MogDB', 'zCloud', 'zDataX', 'zStorage', 'zDBM', 'zAIoT'] as const
export type ProductIconType = (typeof productIconTypes)[number]

const SIZE = 64
const A = palette.accent
const S = palette.accentStrong
const SOFT = palette.accentSoft

const GLYPHS: Record<ProductIconType, { draw: () => string; zh: string; en: string }> = {
  // A database: a cylinder with a spark.
  MogDB: {
    draw: () =>
      cylinder(29, 19, 28, 28, { body: A, top: S, stripe: '#FFFFFF' }, 2) +
      `<circle cx="46" cy="44" r="9" fill="#FFFFFF"/><path d="M46 37.5 L47.8 42.2 L52.5 44 L47.8 45.8 L46 50.5 L44.2 45.8 L39.5 44 L44.2 42.2 Z" fill="${S}"/>`,
    zh: '数据库',
    en: 'database',
  },
  // Cloud database management: a cloud holding a small cylinder.
  zCloud: {
    draw: () =>
      `<path d="M20 45 A9 9 0 0 1 19.5 27 A12 12 0 0 1 42 23.5 A10 10 0 0 1 45 45 Z" fill="${A}"/>` +
      cylinder(32, 31, 14, 9, { body: '#FFFFFF', top: SOFT }, 0),
    zh: '云数据库管理平台',
    en: 'cloud database management',
  },
  // Data migration / sync: two stores with opposing arrows.
  zDataX: {
    draw: () =>
      cylinder(16, 20, 13, 25, { body: A, top: S }, 0) +
      cylinder(48, 20, 13, 25, { body: S, top: A }, 0) +
      `<path d="M26 28 H38 M34.5 24.5 L38 28 L34.5 31.5" fill="none" stroke="${S}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M38 38 H26 M29.5 34.5 L26 38 L29.5 41.5" fill="none" stroke="${A}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`,
    zh: '数据迁移与同步',
    en: 'data migration and sync',
  },
  // Storage: stacked drive units with status lights.
  zStorage: {
    draw: () =>
      [16, 27, 38]
        .map(
          (y, i) =>
            `<rect x="14" y="${y}" width="36" height="9" rx="2.5" fill="${i === 1 ? S : A}"/>` +
            `<circle cx="44" cy="${y + 4.5}" r="1.8" fill="#FFFFFF"/><rect x="19" y="${y + 3.5}" width="12" height="2" rx="1" fill="#FFFFFF" opacity="0.7"/>`,
        )
        .join(''),
    zh: '存储',
    en: 'storage',
  },
  // Database monitoring and management: a screen with a pulse line.
  zDBM: {
    draw: () =>
      `<rect x="12" y="15" width="40" height="28" rx="4" fill="${A}"/>` +
      `<path d="M17 31 H24 L27 24 L32 36 L36 27 L39 31 H47" fill="none" stroke="#FFFFFF" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<rect x="28" y="43" width="8" height="5" fill="${S}"/><rect x="22" y="47" width="20" height="3.5" rx="1.75" fill="${S}"/>`,
    zh: '数据库监控与管理',
    en: 'database monitoring and management',
  },
  // AI + IoT: a chip with pins and a neural node.
  zAIoT: {
    draw: () => {
      let pins = ''
      for (const p of [24, 32, 40]) {
        pins += `<rect x="${p - 1.5}" y="11" width="3" height="7" rx="1.5" fill="${A}"/><rect x="${p - 1.5}" y="46" width="3" height="7" rx="1.5" fill="${A}"/>`
        pins += `<rect x="11" y="${p - 1.5}" width="7" height="3" rx="1.5" fill="${A}"/><rect x="46" y="${p - 1.5}" width="7" height="3" rx="1.5" fill="${A}"/>`
      }
      return (
        pins +
        `<rect x="17" y="17" width="30" height="30" rx="6" fill="${S}"/>` +
        `<path d="M25 39 L32 25 L39 39 Z" fill="none" stroke="#FFFFFF" stroke-width="2" stroke-linejoin="round"/>` +
        `<circle cx="32" cy="25" r="3.2" fill="#FFFFFF"/><circle cx="25" cy="39" r="3.2" fill="#FFFFFF"/><circle cx="39" cy="39" r="3.2" fill="#FFFFFF"/>`
      )
    },
    zh: '人工智能与物联网数据',
    en: 'AI and IoT data',
  },
}

/** A 64 x 64 product icon on a soft rounded tile. */
export function productIcon(type: ProductIconType): GeneratedImage {
  const g = GLYPHS[type]
  const body = `<rect width="${SIZE}" height="${SIZE}" rx="14" fill="${SOFT}"/>${g.draw()}`
  const svg = svgDocument(SIZE, SIZE, body, { title: type })
  return svgImage(svg, `icon-${type.toLowerCase()}.svg`, SIZE, SIZE, {
    zh: `${type} 产品图标（${g.zh}）`,
    en: `${type} product icon (${g.en})`,
  })
}
