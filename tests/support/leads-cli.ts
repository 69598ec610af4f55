// `npm run leads` in the test's own process: the CLI's main() with its output captured, on the
// same postgres.js path as the command (src/server/leads/cli-database.ts), without a Node start
// and a PGlite load per command. A server the test runs in this process keeps answering meanwhile.
import { main } from '../../src/server/leads-cli.ts';

/** The environment of a CLI run: the caller's, with DATA_DIR and DATABASE_URL only as given. */
export function cliEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...extra };
  if (!extra.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

/** The exit code, and what the command wrote to stdout and stderr. */
export async function cliIn(env: NodeJS.ProcessEnv, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await main(argv, { env, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { status, stdout, stderr };
}

/** What a command that must succeed printed; its stderr in the failure message otherwise. */
export async function cliOk(env: NodeJS.ProcessEnv, ...argv: string[]) {
  const { status, stdout, stderr } = await cliIn(env, ...argv);
  if (status !== 0) throw new Error(`npm run leads -- ${argv.join(' ')} exited with ${status}: ${stderr}`);
  return stdout;
}
