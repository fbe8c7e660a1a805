const loading = new Map<string, Promise<void>>();

/**
 * Adds `<script src={url}>` once per page and resolves when it has run. The address is the
 * server's (`/api/payments/config`), used as given, absolute or not. A failed load is forgotten so
 * a later attempt tries again.
 */
export function loadScript(url: string): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const loaded = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(url);
      script.remove();
      reject(new Error(`Could not load ${url}`));
    };
    document.head.appendChild(script);
  });
  loading.set(url, loaded);
  return loaded;
}
