// Where `npm run leads` writes what it prints. `npm run leads -- export --csv > leads.csv` must give
// a file with the CSV alone, but npm writes its banner (a blank line, "> kent-injury-law-site@1.0.0
// leads" and the command) to the same file before this process starts. npm leaves it out only with
// --silent or a `loglevel=silent` that would also hide every install error in this project. So when
// standard output is a regular file holding exactly the banner npm printed for this run, the file is
// emptied and the output written from its start (with positioned writes: the file's offset, shared
// with npm, stays past the banner). A pipe cannot be rewound: `--out <file>` is for that.
import { fstatSync, ftruncateSync, writeSync } from 'node:fs';

/** The banner npm printed before running this script (@npmcli/run-script), if npm ran it. */
function npmBanner(env: NodeJS.ProcessEnv, args: readonly string[]): string | undefined {
  const { npm_package_name: name, npm_package_version: version, npm_lifecycle_event: event, npm_lifecycle_script: script } = env;
  if (!event || !script) return undefined;
  const id = name && version ? `${name}@${version} ${event}` : event;
  return `\n> ${id}\n> ${script.trim().replace(/\n/g, '\n> ')}${args.length ? ` ${args.join(' ')}` : ''}\n\n`;
}

/** Writes `text` to standard output, in place of npm's banner when that is all the redirected file holds. */
export function writeOutput(text: string, env = process.env, args = process.argv.slice(2)) {
  const bytes = Buffer.from(text);
  const banner = npmBanner(env, args);
  const stdout = fstatSync(1);
  if (!banner || !stdout.isFile() || stdout.size !== Buffer.byteLength(banner)) {
    process.stdout.write(bytes);
    return;
  }
  ftruncateSync(1, 0);
  for (let written = 0; written < bytes.length;) written += writeSync(1, bytes, written, bytes.length - written, written);
}
