interface ImportMetaEnv {
  /** A hosted Supabase project; unset, the form posts to this site's own server. */
  readonly VITE_SUPABASE_URL?: string;
  /** The project's publishable key (sb_publishable_…); the legacy anon key is still accepted. */
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}
