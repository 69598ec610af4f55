// The longest the lead form's address hash is kept: the privacy pages state it, and the lead code
// keeps to it (lead-core/lead-store.ts fits the rate limit's window and the sweeps inside it; the
// Node server refuses a longer window). One number, so the promise and the code cannot drift apart.
// It imports nothing: the Supabase functions bundle it (tests/unit/supabase-bundle.test.ts).
export const ipHashKeptAtMostSeconds = 60 * 60;
