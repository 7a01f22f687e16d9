import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so the defaults work whatever folder the server is started from. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  RELEASES_DIR: z.string().trim().min(1).default(path.join(repoRoot, 'releases')),
  SHELL_DIR: z.string().trim().min(1).default(path.join(repoRoot, 'shell', 'dist')),
  REPORTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export interface Config {
  port: number;
  host: string;
  /** Set: PostgreSQL through node-postgres. Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  releasesDir: string;
  shellDir: string;
  /** Reports one address may send per hour: the form is public, so it must not be a spam hose. */
  reportsPerHour: number;
  logLevel: z.output<typeof envSchema>['LOG_LEVEL'];
  nodeEnv: z.output<typeof envSchema>['NODE_ENV'];
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    releasesDir: path.resolve(values.RELEASES_DIR),
    shellDir: path.resolve(values.SHELL_DIR),
    reportsPerHour: values.REPORTS_PER_HOUR,
    logLevel: values.LOG_LEVEL,
    nodeEnv: values.NODE_ENV,
  };
}
