import { ConfigError, type Logger } from '@glow/service-kit';
import { seedCatalogue, type CatalogueSeed, type SeedContext, type SeedResult } from './catalogue-seed';

/**
 * The demo catalogue is a package of its own (infra/demo-catalogue), outside the service: the
 * catalog's build and its production image do not carry it. It is looked up by name, and only
 * when SEED_DEMO asks for it; the embedded runner, the tests and the benches have it installed.
 */
const demoPackage = '@glow/demo-catalogue';

interface DemoCatalogueModule {
  demoCatalogue(): CatalogueSeed;
}

async function loadDemoCatalogue(): Promise<CatalogueSeed> {
  let demo: DemoCatalogueModule;
  try {
    demo = (await import(demoPackage)) as DemoCatalogueModule;
  } catch (error) {
    throw new ConfigError(
      `SEED_DEMO=true, but the demo catalogue (${demoPackage}, infra/demo-catalogue) is not installed and built here; production images leave it out (${(error as Error).message})`,
    );
  }
  return demo.demoCatalogue();
}

/** Seeds the demo catalogue (SEED_DEMO=true): idempotent, as every `seedCatalogue` is. */
export async function seedDemo(
  ctx: SeedContext & { logger: Logger },
  uploadsDir: string,
): Promise<SeedResult> {
  const result = await seedCatalogue(ctx, await loadDemoCatalogue(), uploadsDir);
  ctx.logger.info(result, 'demo catalogue seeded');
  return result;
}
