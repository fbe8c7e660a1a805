/**
 * PostgreSQL refused the text itself: a NUL character (text and jsonb cannot hold U+0000) or one the
 * database encoding lacks. Input the client sent that no shop field can store: its fault, a 400.
 */
const unstorableTextCodes = new Set(['22021', '22P05']);

export const unstorableTextMessage = 'Text must not contain NUL (U+0000) characters';

export function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && unstorableTextCodes.has(code);
}
