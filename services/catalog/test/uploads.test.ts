import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Category } from '@glow/contracts';
import { getJson, startCatalog, type CatalogUnderTest } from './support/start-catalog';

/** A request whose path is sent exactly as written (fetch would normalise `..` away first). */
function rawGet(baseUrl: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: rawPath }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

const secretContent = 'content-outside-the-uploads-folder';

describe('GET /uploads/*', () => {
  let catalog: CatalogUnderTest;

  beforeAll(async () => {
    catalog = await startCatalog();
    await writeFile(
      path.join(catalog.workDir, 'secret.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${secretContent}</svg>`,
    );
    await writeFile(path.join(catalog.uploadsDir, 'page.html'), '<script>alert(1)</script>');
    await writeFile(
      path.join(catalog.uploadsDir, '.hidden.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
  });
  afterAll(() => catalog.stop());

  it('when a seeded image is asked for, then it is served as SVG that may not run script, cached for long', async () => {
    const { body: categories } = await getJson<Category[]>(`${catalog.url}/api/categories`);
    const response = await fetch(`${catalog.url}${categories[0]!.images[0]!.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(await response.text()).toMatch(/^<svg /);
  });

  it.each([
    '/uploads/../package.json',
    '/uploads/%2e%2e/package.json',
    '/uploads/..%2fsecret.svg',
    '/uploads/%2e%2e%2fsecret.svg',
    '/uploads/../secret.svg',
  ])('when %s is asked for, then nothing outside the uploads folder is served', async (rawPath) => {
    const { status, body } = await rawGet(catalog.url, rawPath);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body).not.toContain(secretContent);
    expect(body).not.toContain('"dependencies"');
  });

  it.each(['/uploads/page.html', '/uploads/.hidden.svg', '/uploads/missing.svg', '/uploads/'])(
    'when %s is asked for, then it answers 404 with a JSON message',
    async (rawPath) => {
      const { status, body } = await rawGet(catalog.url, rawPath);
      expect(status).toBe(404);
      expect(JSON.parse(body)).toEqual({ message: expect.any(String) });
    },
  );
});
