// pg_dump and pg_restore from the system (Debian: package postgresql-client, in /usr/bin). The connection
// string is passed without its password, which goes through PGPASSWORD so that it never shows in `ps`.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export function pgBinary(name: 'pg_dump' | 'pg_restore'): string {
  const dir = process.env.PG_BIN_DIR;
  return dir ? `${dir.replace(/\/$/, '')}/${name}` : name;
}

/** The major version of a PostgreSQL client tool, e.g. 15 for "pg_dump (PostgreSQL) 15.20 (Debian ...)". */
export async function toolVersion(name: 'pg_dump' | 'pg_restore'): Promise<{ major: number; text: string }> {
  let stdout: string;
  try {
    ({ stdout } = await run(pgBinary(name), ['--version']));
  } catch (error) {
    throw new Error(
      `${name} not found (${(error as Error).message}); install the PostgreSQL client (Debian: apt-get install postgresql-client) or set PG_BIN_DIR`,
    );
  }
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
  if (!match) throw new Error(`cannot read the version of ${name}: ${stdout.trim()}`);
  return { major: Number(match[1]), text: stdout.trim() };
}

/** pg_dump and pg_restore refuse (or misbehave with) a server newer than themselves: check it up front. */
export function assertClientFits(tool: string, clientMajor: number, serverVersionNum: number): void {
  const serverMajor = Math.floor(serverVersionNum / 10_000);
  if (clientMajor < serverMajor) {
    throw new Error(
      `${tool} ${clientMajor} is older than the PostgreSQL ${serverMajor} server; install postgresql-client-${serverMajor} and set PG_BIN_DIR to its bin directory`,
    );
  }
}

function connection(url: string): { uri: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { uri: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

export async function runTool(name: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const { uri, env } = connection(url);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(pgBinary(name), [...args, `--dbname=${uri}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}
