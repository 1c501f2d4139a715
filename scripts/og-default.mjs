// Draws public/og-default.png, the default share image (1200 x 630): the brand mark of
// src/cms/seed/images/logo.ts on the site's dark hero colours. Run once: node scripts/og-default.mjs
import sharp from 'sharp'
const W = 1200,
  H = 630
const mark =
  `<path d="M50 4 C58 18 84 40 84 63 A34 34 0 0 1 16 63 C16 40 42 18 50 4 Z" fill="url(#g)"/>` +
  `<ellipse cx="50" cy="52" rx="20" ry="6.5" fill="none" stroke="#FFFFFF" stroke-width="5"/>` +
  `<path d="M30 64 A20 6.5 0 0 0 70 64" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M30 76 A20 6.5 0 0 0 70 76" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round" opacity="0.75"/>`
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0F172A"/><stop offset="1" stop-color="#10243F"/></linearGradient>
<radialGradient id="glow" cx="0.85" cy="0.1" r="0.7"><stop offset="0" stop-color="#1E90FF" stop-opacity="0.35"/><stop offset="1" stop-color="#1E90FF" stop-opacity="0"/></radialGradient>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1E90FF"/><stop offset="1" stop-color="#0A6CDB"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<g stroke="#FFFFFF" stroke-opacity="0.06" fill="none">
${Array.from({ length: 9 }, (_, i) => `<ellipse cx="940" cy="${200 + i * 34}" rx="170" ry="40"/>`).join('')}
</g>
<g transform="translate(120 96) scale(2.0)">${mark}</g>
<text x="120" y="430" font-family="sans-serif" font-size="96" font-weight="700" fill="#FFFFFF" letter-spacing="-2">Enmotech</text>
<rect x="124" y="462" width="96" height="6" rx="3" fill="#1E90FF"/>
<text x="120" y="530" font-family="sans-serif" font-size="36" fill="#CBD5E1">Database · Data technology</text>
</svg>`
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile('public/og-default.png')
