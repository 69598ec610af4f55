-- On Supabase: the every-minute job that calls notify-leads (20261121120100_notify_schedule.sql)
-- authenticates with a secret of its own instead of the service role key. notify-leads now runs
-- with verify_jwt = false and compares the x-notify-leads-secret header, in constant time, with
-- its NOTIFY_LEADS_SECRET function secret; the job reads the same value from Vault under the name
-- 'notify_leads_secret' (docs/deploy.md, "Deploying to Supabase"). The legacy service_role JWT is being
-- retired, and the sb_secret_… keys that replace it are not JWTs, so verify_jwt cannot check them.
-- cron.schedule with the job's existing name replaces its command. Skipped, as the first schedule
-- was, where pg_cron or pg_net is not available (the local embedded database, a plain Postgres
-- server), where the Node server sends the emails itself.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule(
      'notify-leads',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/notify-leads',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'x-notify-leads-secret', coalesce((select decrypted_secret from vault.decrypted_secrets where name = 'notify_leads_secret'), '')
          ),
          body := '{}'::jsonb
        );
      $job$
    );
  end if;
end
$$;
