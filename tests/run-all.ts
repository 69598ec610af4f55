// `npm test`: every check, each an npm script of its own, one after another (all after the build
// read dist/), stopping at the first that fails. At the end it prints each step's wall time, so a CI
// log shows where the time went.
import { spawn } from 'node:child_process';

const steps = ['lint', 'typecheck', 'build', 'check:budgets', 'test:unit', 'test:faults', 'test:deploy', 'test:observatory', 'test:e2e'];

/** Runs `npm run <script>` with this terminal; resolves to its exit code. */
function run(script: string) {
  return new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const times: [string, string][] = [];
const started = performance.now();
let failed: string | undefined;
for (const step of steps) {
  const start = performance.now();
  const code = await run(step);
  times.push([step, `${seconds(performance.now() - start)}${code === 0 ? '' : ` (failed, exit ${code})`}`]);
  if (code !== 0) {
    failed = step;
    break;
  }
}

const width = Math.max(...steps.map((step) => step.length));
console.log(`\nnpm test, wall time per step:`);
for (const [step, time] of times) console.log(`  ${step.padEnd(width)}  ${time}`);
for (const step of steps.slice(times.length)) console.log(`  ${step.padEnd(width)}  not run`);
console.log(`  ${'total'.padEnd(width)}  ${seconds(performance.now() - started)}`);
process.exit(failed ? 1 : 0);
