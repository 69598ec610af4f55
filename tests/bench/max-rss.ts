// Preloaded into every Node process of a growth-bench build step (NODE_OPTIONS=--import, see
// ./growth.ts): appends the process's peak resident set size, in KiB, to BENCH_MAX_RSS_FILE as it
// exits. Portable (no GNU time needed); worker threads share their process's figure.
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_MAX_RSS_FILE;
if (file && isMainThread) process.on('exit', () => appendFileSync(file, `${process.resourceUsage().maxRSS}\n`));
