// `npm test`: every check, each an npm script of its own, stage by stage, stopping after the first
// stage in which one fails. Within a stage, lanes run side by side and a lane's steps one after
// another: on two cores a step that mostly waits (on servers, outages, browsers) leaves room for
// another. Measured as CPU time of each step's process tree against its wall time on an otherwise
// idle 2-core machine, the unit suite keeps about one core busy, the fault, deploy and Observatory
// suites a fifth of one, lint and typecheck one core for half a minute; the browser suite keeps
// both busy, so it runs alone. A step running beside another has its output held until it ends, so
// the log reads one step at a time. At the end it prints each step's wall time, so a CI log shows
// where the time went.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

// Node's own cache of compiled code, for every Node process the steps start: the suites start
// hundreds (the leads CLI, servers, test workers), each of which compiled the same modules again
// (the leads CLI's suite: 47 CPU-s without it, 37 with it). Node checks each entry against its source.
process.env.NODE_COMPILE_CACHE ??= resolve(import.meta.dirname, '../.cache/node-compile');

/** Stages in order; in each, its lanes side by side; in each lane, its steps in order. */
const stages = [
  [['build', 'check:budgets']],
  // The build wrote src/routeTree.gen.ts; typecheck writes it again only if pages.config.ts changed.
  [['test:unit'], ['test:faults', 'test:deploy'], ['lint', 'typecheck', 'test:observatory']],
  [['test:e2e']],
];

/** Runs `npm run <script>`, with this terminal or, beside other steps, collecting its output; resolves to its exit code. */
function run(script: string, alone: boolean) {
  return new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('exit', (code, signal) => {
      if (!alone) process.stdout.write(Buffer.concat([Buffer.from(`\n──── npm run ${script} ────\n`), ...output]));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const times = new Map<string, string>();
const started = performance.now();
let failed = false;
for (const lanes of stages) {
  const alone = lanes.length === 1;
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const start = performance.now();
        const code = await run(step, alone);
        times.set(step, `${seconds(performance.now() - start)}${code === 0 ? '' : ` (failed, exit ${code})`}`);
        if (code !== 0) return false;
      }
      return true;
    }),
  );
  if (results.includes(false)) {
    failed = true;
    break;
  }
}

const steps = stages.flat(2);
const width = Math.max(...steps.map((step) => step.length));
console.log(`\nnpm test, wall time per step (steps of one stage ran side by side):`);
for (const [index, lanes] of stages.entries()) {
  console.log(`  stage ${index + 1}`);
  for (const step of lanes.flat()) console.log(`    ${step.padEnd(width)}  ${times.get(step) ?? 'not run'}`);
}
console.log(`  ${'total'.padEnd(width + 2)}  ${seconds(performance.now() - started)}`);
process.exit(failed ? 1 : 0);
