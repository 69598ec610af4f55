// The lead endpoint under load: autocannon posting valid leads, each with its own submission id and
// its own name (the same fields again within minutes would be the same lead), against a server; every answer is checked to be `{ success: true, submissionId }` for the id sent.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { validLead } from '../support/lead-fixtures.ts';

import { leadEndpoint as leadPath } from '../../lead-core/lead-endpoint.ts';

export { leadPath };

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Submission ids answered `{ success: true, submissionId }`. */
  acknowledged: string[];
  /** Non-2xx answers, connection errors and timeouts, and 2xx answers that were not the expected JSON. */
  failed: number;
}

export async function loadLeads(url: string, { connections, seconds }: { connections: number; seconds: number }): Promise<LoadResult> {
  const acknowledged: string[] = [];
  let wrongBody = 0;
  let sent = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: leadPath,
        headers: { 'content-type': 'application/json', origin: url },
        setupRequest: (request, context) => {
          const submissionId = randomUUID();
          context.submissionId = submissionId;
          sent += 1;
          return { ...request, body: JSON.stringify({ ...validLead, name: `Load Visitor ${sent}`, submissionId }) };
        },
        onResponse: (status, body, context) => {
          if (status !== 200) return;
          const answer = JSON.parse(body) as { success?: unknown; submissionId?: string };
          if (answer.success === true && answer.submissionId && answer.submissionId === context.submissionId) acknowledged.push(answer.submissionId);
          else wrongBody += 1;
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    acknowledged,
    failed: result.non2xx + result.errors + wrongBody,
  };
}
