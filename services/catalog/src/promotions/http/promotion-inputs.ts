import { bannerPlacements, type BannerPlacement, type HeroButton } from '@glow/contracts';
import { badRequest } from '@glow/service-kit';
import type { BannerFields } from '../domain/banner-admin';
import type { HeroText } from '../domain/hero-admin';
import { z } from 'zod';
import { textField } from '../../media/http/form-fields';

/** The forms and bodies the parsers below accept, for the API description. */
export const bannerFormSchema = z.object({
  placement: z.enum(bannerPlacements),
  link: z.string().max(2000).optional(),
});
export const bannerQuerySchema = z.object({ placement: z.enum(bannerPlacements).optional() });
export const orderedIdsSchema = z.object({ orderedIds: z.array(z.string()) });
export const heroFormSchema = z.object({
  title: z.string().min(1).max(200),
  subtitle: z.string().min(1).max(500),
  buttons: z.string().optional().describe('A JSON list of at most 10 { text, link }'),
});
export const heroImageSchema = z.object({ public_id: z.string() });

const invalid = (msg: string) => badRequest(msg, [{ msg }]);

/** A banner link: a path inside the shop (`/products`) or an http(s) URL; blank means none. */
function bannerLink(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (value.length > 2000) throw invalid('Link must be at most 2000 characters');
  if (/^\/(?!\/)/.test(value)) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // falls through to the refusal
  }
  throw invalid('Link must be a URL (https://…) or a path starting with /');
}

export function isPlacement(value: unknown): value is BannerPlacement {
  return typeof value === 'string' && (bannerPlacements as readonly string[]).includes(value);
}

/** The banner form's text fields; every problem is listed as `{ errors: [{ msg }] }`. */
export function parseBannerFields(body: Record<string, unknown>): BannerFields {
  const placement = textField(body, 'placement');
  if (!placement) throw invalid('Placement is required');
  if (!isPlacement(placement)) throw invalid(`Placement must be one of: ${bannerPlacements.join(', ')}`);
  return { placement, link: bannerLink(textField(body, 'link')) };
}

export function parseOrderedIds(body: unknown): string[] {
  const ids = (body as { orderedIds?: unknown } | undefined)?.orderedIds;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
    throw invalid('orderedIds must be a list of banner ids');
  }
  return ids as string[];
}

function heroButtons(raw: string | undefined): HeroButton[] {
  let parsed: unknown = [];
  try {
    if (raw !== undefined) parsed = JSON.parse(raw);
  } catch {
    throw badRequest('Buttons must be a JSON list of { text, link }');
  }
  if (!Array.isArray(parsed) || parsed.length > 10)
    throw badRequest('Buttons must be a JSON list of { text, link }');
  return parsed.map((button: { text?: unknown; link?: unknown }) => {
    const text = typeof button?.text === 'string' ? button.text.trim() : '';
    const link = typeof button?.link === 'string' ? button.link.trim() : '';
    if (!text || !link) throw badRequest('Each button needs both text and link');
    return { text, link };
  });
}

/** The hero form: title and subtitle required, `buttons` as JSON text. */
export function parseHeroText(body: Record<string, unknown>): HeroText {
  const title = textField(body, 'title');
  const subtitle = textField(body, 'subtitle');
  if (!title || !subtitle) throw badRequest('Title and subtitle are required');
  if (title.length > 200 || subtitle.length > 500) throw badRequest('Title or subtitle is too long');
  return { title, subtitle, buttons: heroButtons(textField(body, 'buttons')) };
}
