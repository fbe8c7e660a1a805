/**
 * Self-contained SVG "product photos" and category badges for the demo catalogue.
 *
 * Pure functions: no fonts, images or other external references, only the SVG namespace. Every piece of
 * text is XML-escaped. Each image stays well under 3 KB.
 */

interface Palette {
  /** Background gradient, light to slightly deeper. */
  bg: [string, string];
  /** Main product colour, one per variant. */
  product: [string, string, string];
  /** Cap, lid, ferrule or trim colour. */
  trim: string;
  /** Label text colour. */
  ink: string;
}

type Shape = 'pump' | 'lipstick' | 'tall' | 'flacon' | 'jar' | 'polish' | 'grooming' | 'brush';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Look {
  palette: Palette;
  shape: Shape;
}

const looks: Record<string, Look> = {
  skincare: {
    shape: 'pump',
    palette: {
      bg: ['#fdf3ec', '#f3d6c6'],
      product: ['#f7f1ea', '#e9f1ef', '#f6e6e0'],
      trim: '#c9a27e',
      ink: '#6b4a35',
    },
  },
  makeup: {
    shape: 'lipstick',
    palette: {
      bg: ['#fdeaf0', '#f0bfcf'],
      product: ['#2e2327', '#5a2236', '#3a2a24'],
      trim: '#d4af6a',
      ink: '#5a2236',
    },
  },
  'hair-care': {
    shape: 'tall',
    palette: {
      bg: ['#ecf6ef', '#c6e2d0'],
      product: ['#3e7d5a', '#2f6f73', '#6b8f3a'],
      trim: '#1f3d2c',
      ink: '#1f3d2c',
    },
  },
  fragrance: {
    shape: 'flacon',
    palette: {
      bg: ['#f5effc', '#d6c4ee'],
      product: ['#c9a0dc', '#e8b27a', '#e58fa6'],
      trim: '#b8912f',
      ink: '#4b3566',
    },
  },
  'body-care': {
    shape: 'jar',
    palette: {
      bg: ['#fff6e3', '#f2d6a2'],
      product: ['#f3e6cf', '#f7dcc4', '#efe9d8'],
      trim: '#8a5a35',
      ink: '#6b4426',
    },
  },
  'nail-care': {
    shape: 'polish',
    palette: {
      bg: ['#fdebe6', '#f4bfb2'],
      product: ['#c8323e', '#e0663a', '#b5566e'],
      trim: '#1f1a1c',
      ink: '#5b1f25',
    },
  },
  'mens-grooming': {
    shape: 'grooming',
    palette: {
      bg: ['#e9eff4', '#bfcedb'],
      product: ['#26313d', '#3b4a3f', '#4a3a30'],
      trim: '#c47f3a',
      ink: '#26313d',
    },
  },
  'tools-accessories': {
    shape: 'brush',
    palette: {
      bg: ['#f6f1eb', '#dccdbb'],
      product: ['#3b2a22', '#1e1e24', '#7a4b5a'],
      trim: '#cfa56f',
      ink: '#3b2a22',
    },
  },
};

const fallbackLook: Look = looks['skincare'] ?? {
  shape: 'pump',
  palette: {
    bg: ['#f4f4f4', '#dddddd'],
    product: ['#ffffff', '#eeeeee', '#dddddd'],
    trim: '#999999',
    ink: '#333333',
  },
};

/** Escapes text for use in XML element content and attribute values; drops characters XML forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const a = Math.abs(amount);
  const channel = (shift: number): string => {
    const c = (n >> shift) & 255;
    return Math.round(c + (target - c) * a)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Small deterministic hash so gradient ids do not collide when several SVGs are inlined in one page. */
function idFor(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
}

/** A horizontal "cylindrical" shading gradient for a solid colour. */
function shadingGradient(id: string, colour: string): string {
  return (
    `<linearGradient id="${id}">` +
    `<stop offset="0" stop-color="${shade(colour, -0.28)}"/>` +
    `<stop offset=".32" stop-color="${shade(colour, 0.22)}"/>` +
    `<stop offset=".6" stop-color="${colour}"/>` +
    `<stop offset="1" stop-color="${shade(colour, -0.32)}"/></linearGradient>`
  );
}

/** Splits the first words of `text` into at most `maxLines` lines of at most `maxChars` characters. */
function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter((w) => w !== '' && !/^[-–—|,]+$/.test(w));
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (candidate.length <= maxChars) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    if (lines.length === maxLines) return lines;
    current = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
  }
  if (current !== '' && lines.length < maxLines) lines.push(current);
  return lines;
}

function label(box: Box, text: string, ink: string, accent: string, maxLines = 2): string {
  const fs = Math.max(14, Math.min(26, Math.round(box.w / 7)));
  const maxChars = Math.max(4, Math.floor((box.w - 16) / (fs * 0.56)));
  const lines = wrapWords(text, maxChars, maxLines);
  const cx = box.x + box.w / 2;
  const top = box.y + box.h / 2 - ((lines.length - 1) * fs * 1.2) / 2 - 4;
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${cx}" y="${Math.round(top + i * fs * 1.2 + fs * 0.35)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const ruleY = Math.round(top + (lines.length - 1) * fs * 1.2 + fs * 0.9);
  return (
    rect(box.x, box.y, box.w, box.h, 8, '#fffdf8', ' fill-opacity=".92"') +
    `<text font-family="sans-serif" font-size="${fs}" font-weight="600" fill="${ink}" text-anchor="middle">${tspans}</text>` +
    rect(cx - 20, ruleY, 40, 3, 1.5, accent)
  );
}

/** The silhouette of a product (base around y = 690, centred on x = 400) and where its label goes. */
function silhouette(
  shape: Shape,
  p: string,
  t: string,
  colour: string,
  trim: string,
): { body: string; box: Box; tag?: string } {
  switch (shape) {
    case 'pump':
      return {
        body:
          rect(300, 330, 200, 360, 40, p) +
          rect(362, 282, 76, 56, 8, t) +
          rect(390, 238, 20, 48, 4, shade(trim, -0.2)) +
          rect(348, 214, 104, 30, 12, t) +
          rect(440, 220, 66, 13, 6, t),
        box: { x: 322, y: 440, w: 156, h: 150 },
      };
    case 'lipstick':
      return {
        body:
          `<path d="M262 352V262q0-16 14-24l60-34V352Z" fill="#b8324f"/>` +
          `<path d="M276 350V262l10-8V350Z" fill="#fff" fill-opacity=".25"/>` +
          rect(256, 346, 88, 80, 4, t) +
          rect(240, 420, 120, 270, 10, p) +
          rect(240, 420, 120, 22, 4, t) +
          `<circle cx="530" cy="600" r="100" fill="${p}"/>` +
          `<circle cx="530" cy="600" r="84" fill="none" stroke="${trim}" stroke-width="6"/>`,
        box: { x: 460, y: 566, w: 140, h: 64 },
      };
    case 'tall':
      return {
        body: rect(320, 250, 160, 440, 34, p) + rect(368, 206, 64, 50, 6, t) + rect(352, 156, 96, 56, 12, t),
        box: { x: 336, y: 390, w: 128, h: 200 },
      };
    case 'flacon':
      return {
        body:
          rect(268, 380, 264, 310, 44, p, ' fill-opacity=".55"') +
          rect(288, 460, 224, 210, 30, p) +
          rect(368, 344, 64, 42, 6, t) +
          rect(332, 236, 136, 112, 16, t),
        box: { x: 318, y: 520, w: 164, h: 84 },
      };
    case 'jar':
      return {
        body:
          rect(240, 470, 320, 220, 44, p) +
          rect(228, 398, 344, 88, 22, t) +
          rect(228, 470, 344, 10, 4, shade(trim, -0.25), ' fill-opacity=".5"'),
        box: { x: 275, y: 512, w: 250, h: 128 },
      };
    case 'polish':
      return {
        body: rect(298, 470, 204, 220, 44, p) + rect(362, 438, 76, 40, 6, t) + rect(352, 226, 96, 220, 16, t),
        box: { x: 322, y: 538, w: 156, h: 86 },
      };
    case 'grooming':
      return {
        body:
          `<path d="M300 252h160l-18 376H318Z" fill="${p}"/>` +
          rect(286, 232, 188, 28, 6, t) +
          rect(318, 620, 124, 70, 14, t) +
          rect(540, 336, 40, 354, 20, shade(colour, -0.1)) +
          rect(502, 292, 116, 52, 12, t) +
          rect(508, 286, 104, 8, 3, '#e8eef3'),
        box: { x: 322, y: 350, w: 116, h: 170 },
      };
    case 'brush':
      return {
        body:
          `<path d="M370 300c-28-80-12-150 30-178 42 28 58 98 30 178Z" fill="${shade(colour, -0.35)}"/>` +
          `<path d="M388 150q12-30 24 0" fill="none" stroke="${trim}" stroke-width="8" stroke-linecap="round"/>` +
          rect(368, 290, 64, 100, 8, t) +
          rect(378, 384, 44, 306, 22, p),
        box: { x: 446, y: 500, w: 180, h: 84 },
        tag: `<path d="M420 470l50 40" stroke="${shade(colour, -0.3)}" stroke-width="3"/>`,
      };
  }
}

function normaliseVariant(variant: number): 0 | 1 | 2 {
  const v = Number.isFinite(variant) ? ((Math.trunc(variant) % 3) + 3) % 3 : 0;
  return v === 1 ? 1 : v === 2 ? 2 : 0;
}

const angles = [0, -7, 6] as const;
const gradientDirections = ['x2="1" y2="1"', 'x1="1" x2="0" y2="1"', 'x1=".5" x2=".5" y2="1"'] as const;
const blobs = [
  [612, 196, 150],
  [186, 206, 128],
  [626, 618, 168],
] as const;

/** A clean, studio-style product shot for `name` in `categorySlug`; `variant` 0–2 changes angle and colour. */
export function productImageSvg(input: { name: string; categorySlug: string; variant: number }): string {
  const { palette, shape } = looks[input.categorySlug] ?? fallbackLook;
  const v = normaliseVariant(input.variant);
  const colour = palette.product[v];
  const id = idFor(`${input.categorySlug}|${input.name}|${v}`);
  const [bx, by, br] = blobs[v];
  const { body, box, tag = '' } = silhouette(shape, `url(#p${id})`, `url(#t${id})`, colour, palette.trim);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img">` +
    `<title>${escapeXml(input.name)}</title><defs>` +
    `<linearGradient id="b${id}" ${gradientDirections[v]}><stop offset="0" stop-color="${palette.bg[0]}"/>` +
    `<stop offset="1" stop-color="${palette.bg[1]}"/></linearGradient>` +
    shadingGradient(`p${id}`, colour) +
    shadingGradient(`t${id}`, palette.trim) +
    `<filter id="s${id}"><feGaussianBlur stdDeviation="14"/></filter></defs>` +
    `<rect width="800" height="800" fill="url(#b${id})"/>` +
    `<circle cx="${bx}" cy="${by}" r="${br}" fill="#fff" fill-opacity=".35"/>` +
    `<rect y="690" width="800" height="110" fill="${palette.bg[1]}" fill-opacity=".6"/>` +
    `<ellipse cx="400" cy="694" rx="230" ry="22" fill="#000" fill-opacity=".18" filter="url(#s${id})"/>` +
    `<g transform="rotate(${angles[v]} 400 690)">${body}${tag}` +
    label(box, input.name, palette.ink, palette.trim) +
    `</g></svg>`
  );
}

/** A round badge for a category: its colours, a small product silhouette and its name. */
export function categoryImageSvg(input: { name: string; slug: string }): string {
  const { palette, shape } = looks[input.slug] ?? fallbackLook;
  const colour = palette.product[0];
  const id = idFor(`category|${input.slug}|${input.name}`);
  const { body } = silhouette(shape, `url(#p${id})`, `url(#t${id})`, colour, palette.trim);
  const lines = wrapWords(input.name, 14, 2);
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="400" y="${(lines.length === 1 ? 600 : 572) + i * 62}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img">` +
    `<title>${escapeXml(input.name)}</title><defs>` +
    `<linearGradient id="b${id}" x2="1" y2="1"><stop offset="0" stop-color="${palette.bg[0]}"/>` +
    `<stop offset="1" stop-color="${palette.bg[1]}"/></linearGradient>` +
    shadingGradient(`p${id}`, colour) +
    shadingGradient(`t${id}`, palette.trim) +
    `</defs><circle cx="400" cy="400" r="380" fill="url(#b${id})"/>` +
    `<circle cx="400" cy="400" r="348" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="6"/>` +
    `<circle cx="400" cy="400" r="330" fill="none" stroke="${palette.trim}" stroke-opacity=".5" stroke-width="2" stroke-dasharray="4 10"/>` +
    `<ellipse cx="400" cy="472" rx="110" ry="10" fill="#000" fill-opacity=".12"/>` +
    `<g transform="translate(200 127) scale(.5)">${body}</g>` +
    `<text font-family="sans-serif" font-size="54" font-weight="700" fill="${palette.ink}" text-anchor="middle">${tspans}</text>` +
    `</svg>`
  );
}
