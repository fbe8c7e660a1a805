/**
 * Self-contained SVG art for the demo hero slides and promotion banners: gradients, soft shapes and
 * (banners) a headline. No images or external references; text is XML-escaped and set in the
 * viewer's sans-serif.
 */
import { escapeXml } from './product-image';

const palettes: [string, string, string][] = [
  ['#fde8ef', '#f4b6c8', '#8e2c4f'],
  ['#fff1e0', '#f6c893', '#7a4314'],
  ['#e7f5ee', '#a8dcc0', '#1f5b3d'],
  ['#ece9fb', '#c3b8f2', '#3f2f8a'],
  ['#e6f3f8', '#a9d6e8', '#174b63'],
];

function pick(seed: string): [string, string, string] {
  let sum = 0;
  for (const char of seed) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  return palettes[sum % palettes.length]!;
}

function bubbles(width: number, height: number, colour: string, seed: number): string {
  return [0, 1, 2, 3]
    .map((index) => {
      const r = height * (0.18 + 0.1 * ((seed + index) % 3));
      const cx = width * (0.55 + 0.12 * index);
      const cy = height * (0.3 + 0.18 * ((seed * 7 + index) % 4));
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${colour}" opacity="0.${3 + index}"/>`;
    })
    .join('');
}

function frame(width: number, height: number, seed: string, body: string): string {
  const [light, mid] = pick(seed);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/>` +
    `<stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${body}</svg>\n`
  );
}

/** A hero slide: decorative (the page sets the hero's own title over it), with a small tagline. */
export function heroSlideSvg(
  slide: { file: string; tagline: string },
  size: { width: number; height: number },
): string {
  const [, mid, ink] = pick(slide.file);
  const { width, height } = size;
  return frame(
    width,
    height,
    slide.file,
    bubbles(width, height, mid, slide.file.length) +
      `<text x="${width - 60}" y="${height - 50}" text-anchor="end" font-family="sans-serif" font-size="34" fill="${ink}">${escapeXml(slide.tagline)}</text>`,
  );
}

/** A promotion banner: headline and tagline on the left, shapes on the right. */
export function bannerSvg(
  banner: { file: string; headline: string; tagline: string },
  size: { width: number; height: number },
): string {
  const [, mid, ink] = pick(banner.file);
  const { width, height } = size;
  return frame(
    width,
    height,
    banner.file,
    bubbles(width, height, mid, banner.headline.length) +
      `<text x="80" y="${height * 0.5}" font-family="sans-serif" font-size="84" font-weight="700" fill="${ink}">${escapeXml(banner.headline)}</text>` +
      `<text x="84" y="${height * 0.5 + 70}" font-family="sans-serif" font-size="40" fill="${ink}">${escapeXml(banner.tagline)}</text>`,
  );
}
