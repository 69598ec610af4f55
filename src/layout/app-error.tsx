import type { ErrorComponentProps } from '@tanstack/react-router';

/** Spec §8: an unexpected routing failure shows this screen with the status or message. */
export function AppError({ error }: ErrorComponentProps) {
  const status = typeof error === 'object' && error && 'status' in error ? String(error.status) : undefined;
  return (
    <section role="alert" className="min-h-[60vh] bg-stone-100 px-4 pt-28 pb-12">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-extrabold text-slate-900">Unexpected Application Error</h1>
        <p className="mt-4 text-lg text-slate-700">{status ?? (error instanceof Error ? error.message : String(error))}</p>
      </div>
    </section>
  );
}
