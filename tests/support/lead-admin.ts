// The firm's operations (src/server/leads/lead-admin.ts) on a running server's embedded database,
// through the socket `npm run leads` uses (src/server/leads/database-socket.ts). Each call has a
// connection of its own, closed after it: the socket serves one client at a time.
import { directAdmin, type LeadAdmin } from '../../src/server/leads/lead-admin.ts';
import { postgresDatabase } from '../../src/server/leads/database.ts';
import { socketPath } from '../../src/server/leads/database-socket.ts';

export const runningServerAdmin =
  (dataDir: string): LeadAdmin =>
  async (op, args) => {
    const database = await postgresDatabase({ socket: socketPath(dataDir), describe: "the running server's embedded database" });
    try {
      return (await directAdmin(database.sql)(op, args)) as never;
    } finally {
      await database.close();
    }
  };
