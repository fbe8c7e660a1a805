import type { HeroButton } from '@glow/contracts';

export interface HeroDraft {
  title: string;
  subtitle: string;
  buttons: HeroButton[];
}

export interface HeroErrors {
  title?: string;
  subtitle?: string;
  /** By row: what that button still needs. */
  buttons: { text?: string; link?: string }[];
}

export const emptyButton: HeroButton = { text: '', link: '' };

/** Title and subtitle are required, and every button row needs both its text and its link. */
export function checkHero({ title, subtitle, buttons }: HeroDraft): HeroErrors | null {
  const errors: HeroErrors = {
    title: title.trim() ? undefined : 'Title is required',
    subtitle: subtitle.trim() ? undefined : 'Subtitle is required',
    buttons: buttons.map(({ text, link }) => ({
      text: text.trim() ? undefined : 'Button text is required',
      link: link.trim() ? undefined : 'Button link is required',
    })),
  };
  const rowsOk = errors.buttons.every((row) => !row.text && !row.link);
  return errors.title || errors.subtitle || !rowsOk ? errors : null;
}

/** What is sent: trimmed texts, buttons without the server's own fields. */
export function cleanHero({ title, subtitle, buttons }: HeroDraft): HeroDraft {
  return {
    title: title.trim(),
    subtitle: subtitle.trim(),
    buttons: buttons.map(({ text, link }) => ({ text: text.trim(), link: link.trim() })),
  };
}

/** The form starts from the saved section, with one empty row when it has no button. */
export function draftOf(hero: HeroDraft | null): HeroDraft {
  const buttons = hero?.buttons.map(({ text, link }) => ({ text, link })) ?? [];
  return {
    title: hero?.title ?? '',
    subtitle: hero?.subtitle ?? '',
    buttons: buttons.length > 0 ? buttons : [emptyButton],
  };
}
