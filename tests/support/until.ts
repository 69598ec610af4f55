// Waiting for what a server does in the background (a text sent, a row written): the probe's first
// defined answer, tried every 20 ms, or an error naming what never came.
export async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const value = await probe();
    if (value !== undefined) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}
