// A lead-core endpoint as a test calls it: each request sent from the client address `address()`
// gives at the time, as the platform would pass it along with the request.
import type { EndpointHandler } from '../../lead-core/endpoint-requests.ts';

export const fromClient =
  (address: () => string, handle: EndpointHandler) =>
  (request: Request): Promise<Response> =>
    handle(request, { clientAddress: address() });
