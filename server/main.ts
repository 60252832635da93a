import path from 'node:path';
import { buildApp } from './app.ts';
import { builtClient, viteDevClient } from './client-source.ts';
import { sampleHealth } from './features/platform/index.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { isEmpty, seedDemo } from './db/seed/seed.ts';
import { ConfigError, loadEnv, startupWarnings } from './env.ts';

async function main() {
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, 'pglite'),
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await migrateDatabase(database);
  if (env.SEED_DEMO && (await isEmpty(database.db))) await seedDemo(database.db);

  const client = env.CLIENT_DEV_SERVER ? await viteDevClient() : builtClient();
  if (!client) console.warn('No client build in dist/ (run npm run build): serving the API only.');
  const { app, ctx, close } = await buildApp({ env, database, ...(client ? { client } : {}) });
  for (const warning of startupWarnings(env)) ctx.log.warn(`WARNING: ${warning}`);
  await ctx.jobs.start();
  // One health sample a minute; the uptime on the trust panel is computed from them.
  const sampler = setInterval(() => void sampleHealth(ctx), 60_000);
  sampler.unref();
  void sampleHealth(ctx);
  await app.listen({ port: env.PORT, host: env.HOST });
  ctx.log.info(
    `${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${path.resolve(env.DATA_DIR)}`}; email: ${ctx.mailer.kind === 'smtp' ? 'SMTP' : 'outbox + log (SMTP_URL unset)'}; Simi: ${ctx.llm ? `${ctx.llm.name} (${ctx.llm.model})` : 'built-in'}; open ${env.PUBLIC_URL}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    ctx.log.info(`${signal}: shutting down`);
    clearInterval(sampler);
    await close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
