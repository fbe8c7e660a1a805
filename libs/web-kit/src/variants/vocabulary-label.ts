/** A vocabulary word (a skin type, a concern) as the shop shows it: 'fine-lines' → 'Fine lines'. */
export function vocabularyLabel(word: string): string {
  const spaced = word.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
