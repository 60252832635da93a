import path from 'node:path';
import { loadEnv } from '../../env.ts';
import { migrateDatabase, openDatabase } from '../client.ts';
import { seedDemo } from './seed.ts';

// `npm run db:seed`: migrate, then add the demo data that is missing.
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') });
await migrateDatabase(database);
const n = await seedDemo(database.db);
console.log(`demo seed: ${n} account(s) added`);
await database.close();
