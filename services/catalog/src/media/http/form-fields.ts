/** A multipart text field that may be repeated (`existingImages`, `removeImages[]`): every value, in order. */
export function repeatedField(body: Record<string, unknown>, ...names: string[]): string[] {
  return names.flatMap((name) => {
    const value = body[name];
    if (value === undefined) return [];
    return (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string',
    );
  });
}

/** A single text field, trimmed; undefined when absent or blank. */
export function textField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined;
}
