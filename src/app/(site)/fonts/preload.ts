import { preload } from 'react-dom'

// The file globals.css names for Inter's basic Latin range. The bundler turns both references into
// the same content-hashed URL under /_next/static/media/, so the preload and the @font-face meet.
const interBasic = new URL('./inter-latin-basic-wght-normal.woff2', import.meta.url)

/**
 * English pages ask for Inter with the document, beside the stylesheet. Without this the browser
 * finds the @font-face only once the stylesheet has arrived and been parsed, and English text waits
 * one more round trip in its fallback face. Chinese pages use no web font and preload none.
 */
export function preloadEnglishFont() {
  preload(interBasic.pathname, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
}
