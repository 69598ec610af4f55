-- On Supabase: call the notify-leads function every minute, so a lead whose email failed is
-- retried until delivered. The project URL and the service role key are read from Vault
-- (see docs/deploy.md, "Deploying to Supabase"). Skipped where pg_cron or pg_net is not available
-- (the local embedded database, a plain Postgres server), where the Node server retries itself.
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
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := '{}'::jsonb
        );
      $job$
    );
  end if;
end
$$;
