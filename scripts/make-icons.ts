// `npx tsx scripts/make-icons.ts`: draws the home-screen icons of the web app manifest from
// public/favicon.svg in the Chromium scripts/chromium.ts picks, into public/: icon-192.png and
// icon-512.png (the favicon as it is) and icon-maskable-512.png (the car on a full square of the
// same blue, inside the middle 80% that every launcher's mask leaves whole). Run it again after
// changing the favicon, and commit the PNGs.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { resolveChromium } from './chromium';

const PUBLIC = path.resolve(import.meta.dirname, '../public');
const svg = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const BLUE = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#1971c2';

const plain = (size: number) => `<body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`;
// Maskable: the rounded square becomes the full background; the drawing is scaled to 70% and centred.
const maskable = (size: number) =>
  `<body style="margin:0;background:${BLUE};display:grid;place-items:center;width:${size}px;height:${size}px">${svg.replace('<svg ', `<svg width="${Math.round(size * 0.7)}" height="${Math.round(size * 0.7)}" `)}</body>`;

const browser = await chromium.launch({ executablePath: await resolveChromium(), args: ['--no-sandbox'] });
try {
  for (const [file, size, html] of [
    ['icon-192.png', 192, plain(192)],
    ['icon-512.png', 512, plain(512)],
    ['icon-maskable-512.png', 512, maskable(512)],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(html);
    await page.screenshot({ path: path.join(PUBLIC, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`public/${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
