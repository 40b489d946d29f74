/**
 * The service's settings, read from the environment and checked once at boot: a wrong
 * setting stops the start with one line that names it (issue 2, Fastify demo practice).
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { DatabaseLocation } from './db/client';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^postgres(ql)?:\/\/[^\s]+$/.test(value), {
      message: 'must be a postgres:// or postgresql:// URL, or unset for the embedded database',
    }),
  DATA_DIR: z.string().min(1).default(`${repositoryRoot}data/pglite`),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SEED_DEMO_CATALOG: z.enum(['true', 'false']).default('true'),
});

export interface CommerceConfig {
  port: number;
  host: string;
  database: DatabaseLocation;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  production: boolean;
  seedDemoCatalog: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): CommerceConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const setting = issue?.path.join('.') || 'environment';
    throw new ConfigError(`Invalid setting ${setting}: ${issue?.message ?? 'invalid value'}`);
  }
  const settings = parsed.data;
  return {
    port: settings.PORT,
    host: settings.HOST,
    database: settings.DATABASE_URL
      ? { kind: 'postgres', url: settings.DATABASE_URL }
      : { kind: 'pglite', dataDir: settings.DATA_DIR },
    logLevel: settings.LOG_LEVEL,
    production: settings.NODE_ENV === 'production',
    seedDemoCatalog: settings.SEED_DEMO_CATALOG === 'true',
  };
}
