// One request to an intake service (Twilio, a webhook receiver, Clio Grow), as the outbox needs it:
// bounded in time, and a network error or a timeout is a failure worth retrying.
import { DeliveryFailure, httpFailure } from '../outbox.ts';

/** Longer than any of these services takes to answer; a hung connection must not hold the worker's batch. */
const serviceTimeoutMs = 15_000;

/**
 * Redirects are not followed: a lead's personal data goes only to the address the settings name,
 * which was checked (https, or http to this machine); a 3xx comes back as the answer.
 */
export async function requestService(service: string, url: string, init: RequestInit, fetcher: typeof fetch): Promise<Response> {
  try {
    return await fetcher(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(serviceTimeoutMs) });
  } catch (error) {
    // Node's fetch says only "fetch failed"; the cause names it (ECONNREFUSED, a timeout).
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    const reason = error instanceof Error ? `${error.name}: ${error.message}${cause}` : String(error);
    throw new DeliveryFailure(`${service} not reached: ${reason}`, { final: false });
  }
}

/**
 * What a service's answer other than success means: `httpFailure`'s rule, and a 3xx is final (the
 * configured address is not where the service is; the same request is redirected again).
 * `detail` is the service's own words.
 */
export function serviceFailure(response: Response, detail: string): DeliveryFailure {
  if (response.status >= 300 && response.status < 400) {
    return new DeliveryFailure(
      `HTTP ${response.status}: redirected to ${response.headers.get('location') ?? '(no location)'}; redirects are not followed, configure the final address`,
      { final: true },
    );
  }
  return httpFailure(response.status, detail);
}
